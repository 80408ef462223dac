import { formatPrice } from '../../../../shared/quote-format.ts';
import type { PricePoint } from '../../../../shared/stock-history.ts';
import { formatDay } from './chart-format.ts';

/** The charted closes as a table, for screen readers and anyone who cannot see the chart. */
export function PriceTable(props: { caption: string; points: readonly PricePoint[] }) {
  return (
    <table className="visually-hidden">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Close (CAD)</th>
        </tr>
      </thead>
      <tbody>
        {props.points.map((point) => (
          <tr key={point.date}>
            <th scope="row">{formatDay(point.date)}</th>
            <td>{formatPrice(point.close)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
