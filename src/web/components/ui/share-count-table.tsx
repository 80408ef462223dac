import { styled } from 'styled-components';
import type { ShareCountRow } from '../../content/share-counts.ts';
import { colors, fonts, radius } from '../../styles/theme.ts';


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

/** Share counts by class with the fully diluted total as the footer row; the Investors and Stock pages each pass their own figures. */
export function ShareCountTable(props: { caption: string; rows: readonly ShareCountRow[]; total: ShareCountRow }) {
  return (
    <Table>
      <caption>{props.caption}</caption>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{format(row.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{props.total.label}</th>
          <td>{format(props.total.value)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
