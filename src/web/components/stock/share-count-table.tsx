import { styled } from 'styled-components';
import { formatLongDate } from '../../../shared/format-date.ts';
import type { ShareTable } from '../../content/share-counts.ts';
import { colors, fonts, radius } from '../../../ui/styles/theme.ts';


const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  overflow: hidden;
  caption { text-align: left; font-family: ${fonts.heading}; font-weight: 700; font-size: 1.2rem; padding-bottom: 0.75rem; color: ${colors.ink}; }
  th, td { padding: 0.9rem 1rem; border-bottom: 1px solid ${colors.line}; }
  th { text-align: left; font-weight: 500; }
  td { text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
  tfoot th, tfoot td { border-bottom: 0; background: ${colors.surfaceAlt}; font-weight: 700; color: ${colors.copperDark}; }
`;

const format = (value: number) => value.toLocaleString('en-CA');

const AsOf = styled.p`
  margin: 0.6rem 0 0;
  font-size: 0.9rem;
  color: ${colors.muted};
`;

/**
 * Share counts by class with the fully diluted total as the footer row, and the reading's date when it
 * has one (see shareTable: the Investors and Stock pages each keep their own figures until the first reading).
 */
export function ShareCountTable(props: { caption: string; table: ShareTable }) {
  const { rows, total, asOf } = props.table;
  return (
    <div>
    <Table>
      <caption>{props.caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{format(row.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{total.label}</th>
          <td>{format(total.value)}</td>
        </tr>
      </tfoot>
    </Table>
    {asOf ? <AsOf data-as-of={asOf}>{`As of ${formatLongDate(`${asOf}T00:00:00Z`)}`}</AsOf> : null}
    </div>
  );
}
