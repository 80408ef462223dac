import { styled } from 'styled-components';
import { capitalization, fullyDiluted } from '../../../content/capitalization.ts';
import { colors, fonts, radius } from '../../../styles/theme.ts';

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

export function CapitalizationTable() {
  return (
    <Table>
      <caption>Capitalization</caption>
      <tbody>
        {capitalization.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{format(row.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{fullyDiluted.label}</th>
          <td>{format(fullyDiluted.value)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
