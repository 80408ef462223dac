import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { colors, radius } from '../../../ui/styles/theme.ts';
import { type DrillCell, type DrillTableModel, type Sort, sortRows } from './drill-table-model.ts';

/**
 * The table scrolls inside its own box (the page never scrolls sideways) with the hole column fixed at its
 * left edge; the box is a focusable region (tabIndex 0) so a keyboard can scroll it too.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin: 0 0 0.75rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
  &:focus-visible { outline-offset: 0; }
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
  caption {
    caption-side: top;
    text-align: left;
    padding: 0.75rem 0.75rem 0.5rem;
    font-weight: 600;
    color: ${colors.ink};
  }
  th, td {
    padding: 0.45rem 0.55rem;
    border-bottom: 1px solid ${colors.line};
    text-align: right;
    white-space: nowrap;
  }
  thead th { background: ${colors.surfaceAlt}; font-weight: 600; vertical-align: bottom; }
  th[scope='row'], thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    text-align: left;
    box-shadow: inset -1px 0 0 ${colors.line};
  }
  th[scope='row'] { background: ${colors.surface}; font-weight: 600; }
  tr[data-depth='1'] th[scope='row'], tr[data-depth='1'] td { background: #fbf8f5; }
  tr[data-depth='2'] th[scope='row'], tr[data-depth='2'] td { background: #f7f1ea; }
  td[data-note] { text-align: left; font-style: italic; color: ${colors.muted}; }
  td:last-child[data-release] { text-align: left; white-space: normal; min-width: 12rem; }
  tbody tr:last-child > * { border-bottom: 0; }
`;

const Including = styled.span<{ $depth: number }>`
  display: inline-block;
  padding-left: ${({ $depth }) => $depth}rem;
  font-weight: 400;
  color: ${colors.muted};
`;

const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
  &::after { content: attr(data-arrow); display: inline-block; width: 1em; color: ${colors.copperDark}; }
`;

function Cell({ cell }: { cell: DrillCell }) {
  return (
    <>
      {cell.text}
      {cell.note ? <sup>{cell.note}</sup> : null}
    </>
  );
}

/**
 * A drill results table, rendered whole on the server: hole, from, to, length, true width and grades,
 * "including" rows indented beneath their parent, NSI and withheld holes as rows of their own. Once its
 * island wakes, each column header sorts it (an interval keeps those it includes beneath it).
 */
export function DrillResultsTable({ model }: { model: DrillTableModel }) {
  const [sort, setSort] = useState<Sort>(null);
  const captionId = useId();
  const headers = ['Hole', ...model.columns];
  const span = model.columns.length;
  const toggle = (column: number) => setSort((now) => (now?.column === column ? { column, ascending: !now.ascending } : { column, ascending: true }));
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId}>{model.caption}</caption>
        <thead>
          <tr>
            {headers.map((header, column) => {
              const active = sort?.column === column;
              return (
                <th key={header} scope="col" aria-sort={active ? (sort.ascending ? 'ascending' : 'descending') : undefined}>
                  <SortButton type="button" data-arrow={active ? (sort.ascending ? '▲' : '▼') : ''} onClick={() => toggle(column)}>
                    {header}
                  </SortButton>
                </th>
              );
            })}
            {model.releaseColumn ? <th scope="col">Disclosed in</th> : null}
          </tr>
        </thead>
        <tbody>
          {sortRows(model.rows, sort).map((row, index) => (
            <tr key={`${row.holeId}-${row.group}-${index}`} data-depth={row.depth}>
              <th scope="row">
                {row.depth ? (
                  <Including $depth={row.depth}>
                    <span className="visually-hidden">{`${row.holeId} `}</span>including
                  </Including>
                ) : (
                  row.holeId
                )}
              </th>
              {row.cells ? (
                row.cells.map((cell, column) => (
                  <td key={model.columns[column]}>
                    <Cell cell={cell} />
                  </td>
                ))
              ) : (
                <td colSpan={span} data-note="">
                  <Cell cell={row.note!} />
                </td>
              )}
              {model.releaseColumn ? <td data-release="">{row.release ? <a href={`/articles/${encodeURIComponent(row.release.slug)}`}>{row.release.title}</a> : null}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
