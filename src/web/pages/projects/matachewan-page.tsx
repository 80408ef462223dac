import { styled } from 'styled-components';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import {
  drillingIntervals,
  drillingIntro,
  historicalResults,
  matachewanFigures,
  matachewanMaps,
  matachewanModel,
  matachewanOverview,
  matachewanStructure,
} from '../../content/matachewan.ts';
import { DataTable } from './components/data-table.tsx';
import { PictureGrid } from './components/picture-grid.tsx';
import { ProjectHero } from './components/project-hero.tsx';
import { ProseSection } from './components/prose-section.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';

const Tables = styled.div`
  display: grid;
  gap: 1.5rem;
`;

export default function MatachewanPage() {
  return (
    <>
      <ProjectHero
        eyebrow="Gold Joint Venture · Ontario"
        title="Matachewan Gold Project"
        subtitle="A 50:50 joint venture of 86 claim cells covering 1,328 hectares in the Matachewan gold camp."
        figures={matachewanFigures}
      />
      <ProseSection block={matachewanOverview} />
      <Section $tone="alt" aria-labelledby="maps-title">
        <Container>
          <SectionHeading id="maps-title" title="Project Maps" lead="Select a map to open it full size." />
          <PictureGrid images={matachewanMaps} min="340px" />
        </Container>
      </Section>
      <ProseSection block={matachewanModel} />
      <Section $tone="alt" aria-labelledby="drilling-title">
        <Container>
          <SectionHeading id="drilling-title" title="Drilling and Historical Results" lead={drillingIntro} />
          <Tables>
            <DataTable
              caption="Drilling intervals"
              columns={[
                { key: 'interval', label: 'Interval' },
                { key: 'significance', label: 'Significance' },
              ]}
              rows={drillingIntervals}
            />
            <DataTable
              caption="Historical results"
              columns={[
                { key: 'source', label: 'Source' },
                { key: 'results', label: 'Results' },
              ]}
              rows={historicalResults}
            />
          </Tables>
        </Container>
      </Section>
      <ProseSection block={matachewanStructure} />
      <TechnicalDisclosure historical />
    </>
  );
}
