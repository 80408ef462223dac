import { styled } from 'styled-components';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surface};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; padding: 0.9rem 1rem 0; font-weight: 600; color: ${colors.ink}; }
  th, td { padding: 0.8rem 1rem; text-align: left; vertical-align: top; border-bottom: 1px solid ${colors.line}; }
  thead th { background: ${colors.surfaceAlt}; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.06em; color: ${colors.slate}; }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody th { font-weight: 600; color: ${colors.ink}; }
`;

/** A small table of typed rows; the first column heads each row. */
export function DataTable<Row>(props: {
  caption: string;
  columns: readonly { key: keyof Row & string; label: string }[];
  rows: readonly Row[];
}) {
  const [first, ...rest] = props.columns;
  if (!first) return null;
  return (
    <Scroller>
      <Table>
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row">{String(row[first.key])}</th>
              {rest.map((column) => (
                <td key={column.key}>{String(row[column.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
