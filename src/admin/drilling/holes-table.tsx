import { styled } from 'styled-components';
import type { ProgramHole } from '../../shared/drill-program-admin.ts';
import { type Element, ELEMENT_UNITS } from '../../shared/drilling.ts';
import { colors } from '../../ui/styles/theme.ts';
import { holeOutcome } from './program-values.ts';

/** A wide table scrolls inside its own box, so the screen never scrolls sideways. */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${colors.line};
  border-radius: 6px;
  table { width: 100%; border-collapse: collapse; font-size: 0.875rem; font-variant-numeric: tabular-nums; }
  caption { padding: 0.6rem 0.75rem; text-align: left; font-weight: 700; color: ${colors.ink}; }
  th, td { padding: 0.45rem 0.65rem; border-top: 1px solid ${colors.line}; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
  thead th { background: ${colors.surfaceAlt}; font-weight: 700; }
  .left { text-align: left; }
  .text { text-align: left; white-space: normal; min-width: 12rem; }
  tr[data-including] td:first-child { padding-left: 1.5rem; }
`;

const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const coordinate = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The program's holes as imported: collar, orientation, length, status and what the tables will report of each. */
export function HolesTable({ holes }: { holes: ProgramHole[] }) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Holes">
      <table>
        <caption>Holes</caption>
        <thead>
          <tr>
            <th scope="col">Hole</th>
            <th scope="col" className="left">
              Type
            </th>
            <th scope="col" className="left">
              Status
            </th>
            <th scope="col">Easting</th>
            <th scope="col">Northing</th>
            <th scope="col">Elevation</th>
            <th scope="col">Azimuth</th>
            <th scope="col">Dip</th>
            <th scope="col">Length (m)</th>
            <th scope="col" className="left">
              Reported
            </th>
            <th scope="col" className="text">
              Note
            </th>
          </tr>
        </thead>
        <tbody>
          {holes.map((hole) => (
            <tr key={hole.holeId}>
              <th scope="row">{hole.holeId}</th>
              <td className="left">{hole.type}</td>
              <td className="left">{hole.status}</td>
              <td>{coordinate(hole.easting)}</td>
              <td>{coordinate(hole.northing)}</td>
              <td>{coordinate(hole.elevation)}</td>
              <td>{number(hole.azimuth)}°</td>
              <td>{number(hole.dip)}°</td>
              <td>{number(hole.length)}</td>
              <td className="left">{holeOutcome(hole)}</td>
              <td className="text">{hole.withheldReason ?? (hole.underground ? 'Underground' : '')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

const gradeText = (grade: { value: number; belowDetection: boolean } | undefined) => (grade ? (grade.belowDetection ? `<${grade.value}` : String(grade.value)) : '—');

/** The reported intervals, hole by hole, an "including" interval indented beneath its parent. */
export function IntervalsTable({ holes, elements }: { holes: ProgramHole[]; elements: Element[] }) {
  const rows = holes.flatMap((hole) => hole.intervals.map((interval) => ({ hole: hole.holeId, interval })));
  return (
    <TableScroll tabIndex={0} role="region" aria-label="Intervals">
      <table>
        <caption>Intervals</caption>
        <thead>
          <tr>
            <th scope="col">Hole</th>
            <th scope="col">From (m)</th>
            <th scope="col">To (m)</th>
            <th scope="col">Length (m)</th>
            <th scope="col">True width (m)</th>
            {elements.map((element) => (
              <th key={element} scope="col">
                {element} ({ELEMENT_UNITS[element]})
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ hole, interval }) => (
            <tr key={`${hole}-${interval.from}-${interval.to}`} {...(interval.includingOf ? { 'data-including': '' } : {})}>
              <th scope="row">{interval.includingOf ? `including (${hole})` : hole}</th>
              <td>{number(interval.from)}</td>
              <td>{number(interval.to)}</td>
              <td>{number(interval.to - interval.from)}</td>
              <td title={interval.trueWidthBasis ?? undefined}>{interval.trueWidth === null ? (interval.trueWidthBasis ? 'unknown' : 'not given') : number(interval.trueWidth)}</td>
              {elements.map((element) => (
                <td key={element}>{gradeText(interval.grades[element])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
