import { styled } from 'styled-components';
import { type Element, ELEMENT_UNITS } from '../../../shared/drilling.ts';
import { containedUnit, type PublicResourceEstimate, RESOURCE_CAUTION_TEXT } from '../../../shared/resource-estimate.ts';
import { supersededLine } from '../../../shared/superseded.ts';
import { colors } from '../../../ui/styles/theme.ts';
import { Scroller, Table } from './drill-results-table.tsx';
import { sentence } from './drill-table-model.ts';
import { Notes } from './table-notes.tsx';

/** The results table's frame and type; an M+I subtotal row reads bold. */
const EstimateTable = styled(Table)`
  tr[data-subtotal] > * { font-weight: 600; }
`;

const Caution = styled.p`
  font-weight: 600;
  color: ${colors.ink};
`;

const tonnes = (value: number) => `${(value / 1e6).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const number = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

const Superseded = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 600;
  color: ${colors.ink};
`;

/** A public mineral resource estimate: its rows by CIM category, what it rests on, and the caution it must carry. */
export function ResourceEstimateTable({ estimate }: { estimate: PublicResourceEstimate }) {
  const elements = estimate.elements.filter((e): e is Element => e in ELEMENT_UNITS);
  const captionId = `estimate-${estimate.release.slug}-${estimate.effectiveDate}`;
  return (
    <div data-resource-estimate="">
      {estimate.supersededBy ? <Superseded data-superseded="">{supersededLine(estimate.supersededBy)}</Superseded> : null}
      <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <EstimateTable>
          <caption id={captionId}>
            {`${estimate.name}, effective `}
            <time dateTime={estimate.effectiveDate}>{formatDate(estimate.effectiveDate)}</time>
          </caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              <th scope="col">Tonnes (Mt)</th>
              {elements.map((e) => (
                <th key={`g-${e}`} scope="col">{`${e} (${ELEMENT_UNITS[e]})`}</th>
              ))}
              {elements.map((e) => (
                <th key={`c-${e}`} scope="col">{`Contained ${e} (${containedUnit(e)})`}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {estimate.rows.map((row) => (
              <tr key={row.category} data-subtotal={row.category.includes('+') ? '' : undefined}>
                <th scope="row">{row.category}</th>
                <td>{tonnes(row.tonnes)}</td>
                {elements.map((e) => (
                  <td key={`g-${e}`}>{number(row.grades[e] ?? 0)}</td>
                ))}
                {elements.map((e) => (
                  <td key={`c-${e}`}>{number(row.contained[e] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </EstimateTable>
      </Scroller>
      <Notes
        notes={[
          sentence(`Cut-off: ${estimate.cutOff}`),
          sentence(`Metal prices: ${estimate.metalPrices}`),
          sentence(`Key assumptions: ${estimate.assumptions}`),
          sentence(`Qualified Person: ${estimate.qualifiedPerson}`),
          'Inferred resources are reported on their own and never added to Measured or Indicated.',
        ]}
      >
        {estimate.technicalReport ? (
          <li>
            Technical report: <a href={estimate.technicalReport.url}>{estimate.technicalReport.title}</a>.
          </li>
        ) : null}
        <li>
          Published in <a href={`/articles/${encodeURIComponent(estimate.release.slug)}`}>{estimate.release.title}</a>.
        </li>
      </Notes>
      <Caution>{RESOURCE_CAUTION_TEXT}</Caution>
    </div>
  );
}

/** A calendar date in long US form, read as the date it is (no time zone can move it). */
function formatDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
