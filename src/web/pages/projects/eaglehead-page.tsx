import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import {
  eagleheadFigures,
  eagleheadGallery,
  eagleheadGeology,
  eagleheadOverview,
  eagleheadRoyalties,
  mineralizationIntro,
  mineralizationPhases,
} from '../../content/eaglehead.ts';
import { DataTable } from './components/data-table.tsx';
import { PictureGrid } from './components/picture-grid.tsx';
import { ProjectHero } from './components/project-hero.tsx';
import { ProseSection } from './components/prose-section.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';
import { ProjectDrilling, type ProjectDrillingData } from '../../components/drilling/project-drilling.tsx';
import { dataSource } from '../../data/data-source.ts';

export async function loader({ context }: LoaderFunctionArgs): Promise<{ drilling: ProjectDrillingData }> {
  return { drilling: await dataSource(context).projectDrilling('eaglehead') };
}

export default function EagleheadPage() {
  const { drilling } = useLoaderData() as { drilling: ProjectDrillingData };
  return (
    <>
      <ProjectHero
        eyebrow="Copper Porphyry · Northern British Columbia"
        title="Eaglehead Project"
        subtitle="Six claims over 15,956 hectares with five mineralized zones along a trend of about 8 km."
        figures={eagleheadFigures}
      />
      <ProseSection block={eagleheadOverview} />
      <Section $tone="alt" aria-labelledby="royalties-title">
        <Container>
          <SectionHeading id="royalties-title" title="Royalties" lead="Net smelter return (NSR) royalties apply to three areas of the property." />
          <DataTable
            caption="Eaglehead NSR royalties"
            columns={[
              { key: 'area', label: 'Area' },
              { key: 'nsr', label: 'NSR' },
              { key: 'buyback', label: 'Buyback' },
            ]}
            rows={eagleheadRoyalties}
          />
        </Container>
      </Section>
      <Section aria-labelledby="gallery-title">
        <Container>
          <SectionHeading id="gallery-title" title="Gallery" lead="Select an image to open it full size." />
          <PictureGrid images={eagleheadGallery} />
        </Container>
      </Section>
      <ProseSection block={eagleheadGeology} tone="alt" />
      <Section aria-labelledby="phases-title">
        <Container>
          <SectionHeading id="phases-title" title="Mineralization Phases" lead={mineralizationIntro} />
          <DataTable
            caption="Interpreted phases of mineralization"
            columns={[
              { key: 'phase', label: 'Phase' },
              { key: 'description', label: 'Description' },
            ]}
            rows={mineralizationPhases}
          />
        </Container>
      </Section>
      <ProjectDrilling project="eaglehead" name="Eaglehead" data={drilling} />
      <TechnicalDisclosure historical />
    </>
  );
}
