import { styled } from 'styled-components';
import { type DrillProject, type DrillResults, ELEMENTS } from '../../../shared/drilling.ts';
import type { PublicResourceEstimate } from '../../../shared/resource-estimate.ts';
import { Container, Section } from '../../../ui/layout.tsx';
import { DrillMap } from './drill-map.tsx';
import DrillResultsTableIsland from './drill-results-table.island.tsx';
import { drillTableModel } from './drill-table-model.ts';
import { ResourceEstimateTable } from './resource-estimate-table.tsx';
import { Notes } from './table-notes.tsx';

const Body = styled.div`
  max-width: 1000px;
  h2 { font-size: clamp(1.5rem, 3vw, 2rem); }
  h3 { font-size: 1.2rem; margin: 2rem 0 0.75rem; }
`;

const Downloads = styled.p`
  font-size: 0.9rem;
  a { margin-left: 0.35rem; }
`;

export type ProjectDrillingData = DrillResults & { estimates: PublicResourceEstimate[] };

/**
 * A project page's Drilling section: the collar map, the public holes as one table (each with the release
 * that disclosed it) and any public resource estimate. Absent while nothing of the project is public.
 */
export function ProjectDrilling({ project, name, data }: { project: DrillProject; name: string; data: ProjectDrillingData | null }) {
  if (!data || (!data.holes.length && !data.estimates.length)) return null;
  const model = drillTableModel(`Drill results at ${name}, as disclosed`, data.holes, ELEMENTS, true);
  return (
    <Section $tone="light" aria-labelledby="drilling-title" id="drilling">
      <Container>
        <Body>
          <h2 id="drilling-title">Drilling</h2>
          {data.holes.length ? (
            <>
              <p>Every hole a release has disclosed, as that release reports it. Laboratory, methods and quality control are stated in each release.</p>
              <DrillMap holes={data.holes} project={project} />
              <DrillResultsTableIsland model={model} />
              <Notes notes={model.notes} numbered label="Notes to the table" />
              <Downloads>
                {'Download all public results:'}
                <a href={`/projects/${project}/drill-results.csv`} download>CSV</a>
                <a href={`/api/drill-results?project=${project}`} download={`${project}-drill-results.json`}>JSON</a>
              </Downloads>
            </>
          ) : null}
          {data.estimates.map((estimate) => (
            <div key={`${estimate.name}-${estimate.effectiveDate}`}>
              <h3>Mineral resource estimate</h3>
              <ResourceEstimateTable estimate={estimate} />
            </div>
          ))}
        </Body>
      </Container>
    </Section>
  );
}
