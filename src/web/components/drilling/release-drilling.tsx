import { styled } from 'styled-components';
import { formatCorrectionTime } from '../../../shared/company-time.ts';
import { type ReleaseResults, releaseTableUrl } from '../../../shared/drilling.ts';
import type { PublicResourceEstimate } from '../../../shared/resource-estimate.ts';
import { colors } from '../../../ui/styles/theme.ts';
import DrillResultsTableIsland from './drill-results-table.island.tsx';
import { drillTableModel, statementNotes } from './drill-table-model.ts';
import { ResourceEstimateTable } from './resource-estimate-table.tsx';
import { Notes } from './table-notes.tsx';

const Part = styled.section`
  margin: 2.5rem 0 0;
  h2 { font-size: 1.4rem; margin-bottom: 0.75rem; }
`;

const Downloads = styled.p`
  font-size: 0.9rem;
  a { margin-left: 0.35rem; }
`;

const Corrected = styled.p`
  font-size: 0.9rem;
  color: ${colors.muted};
`;

type Table = ReleaseResults['tables'][number];

function DownloadLinks({ slug, index, label }: { slug: string; index: number; label: string }) {
  return (
    <>
      {`${label}:`}
      <a href={releaseTableUrl(slug, index, 'csv')} download>CSV</a>
      <a href={releaseTableUrl(slug, index, 'json')} download>JSON</a>
    </>
  );
}

function CurrentTable({ slug, table, index, earlier, zone }: { slug: string; table: Table; index: number; earlier: { table: Table; index: number }[]; zone: string }) {
  const model = drillTableModel(`${table.program.name}: drill results`, table.holes, table.program.elements);
  return (
    <div data-result-table="">
      {table.correction ? (
        <Corrected>
          Corrected <time dateTime={table.correction.at}>{formatCorrectionTime(table.correction.at, zone)}</time>
          {`: ${table.correction.note}`}
        </Corrected>
      ) : null}
      <DrillResultsTableIsland model={model} />
      <Notes notes={model.notes} numbered label="Notes to the table" />
      <Notes notes={statementNotes(table.program)} label="How the results were obtained" />
      <Downloads>
        <DownloadLinks slug={slug} index={index} label={table.correction ? 'Download the corrected table' : 'Download the table'} />
      </Downloads>
      {earlier.map((version) => (
        <Downloads key={version.index} data-earlier-table="">
          <DownloadLinks
            slug={slug}
            index={version.index}
            label={version.table.correction ? `As corrected ${formatCorrectionTime(version.table.correction.at, zone)}` : 'The table as first published'}
          />
        </Downloads>
      ))}
    </div>
  );
}

/**
 * A release's drill results and resource estimate after its text: each table as it stands now (its earlier
 * versions, the first as published, downloadable beside it), then each estimate published with it.
 */
export function ReleaseDrilling({ slug, results, zone }: { slug: string; results: ReleaseResults & { estimates: PublicResourceEstimate[] }; zone: string }) {
  const numbered = results.tables.map((table, i) => ({ table, index: i + 1 }));
  const current = numbered.filter(({ table }) => table.current);
  // A table's versions are listed together, oldest first: those before a current one, back to the previous current, are its own.
  const earlierOf = (index: number) => {
    const previous = current.filter((c) => c.index < index).at(-1)?.index ?? 0;
    return numbered.filter((n) => n.index > previous && n.index < index);
  };
  return (
    <>
      {current.length ? (
        <Part aria-labelledby="drill-results-title">
          <h2 id="drill-results-title">Drill results</h2>
          {current.map(({ table, index }) => (
            <CurrentTable key={index} slug={slug} table={table} index={index} earlier={earlierOf(index)} zone={zone} />
          ))}
        </Part>
      ) : null}
      {results.estimates.length ? (
        <Part aria-labelledby="resource-estimate-title">
          <h2 id="resource-estimate-title">Mineral resource estimate</h2>
          {results.estimates.map((estimate) => (
            <ResourceEstimateTable key={`${estimate.name}-${estimate.effectiveDate}`} estimate={estimate} />
          ))}
        </Part>
      ) : null}
    </>
  );
}
