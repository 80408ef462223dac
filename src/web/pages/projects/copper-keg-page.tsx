import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { copperKegFigures, copperKegFutureWork, copperKegOverview, copperKegSections } from '../../content/copper-keg.ts';
import { ProjectHero } from './components/project-hero.tsx';
import { ProseSection } from './components/prose-section.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';
import { ProjectDrilling, type ProjectDrillingData } from '../../components/drilling/project-drilling.tsx';
import { dataSource } from '../../data/data-source.ts';

export async function loader({ context }: LoaderFunctionArgs): Promise<{ drilling: ProjectDrillingData }> {
  return { drilling: await dataSource(context).projectDrilling('copper-keg') };
}

export default function CopperKegPage() {
  const { drilling } = useLoaderData() as { drilling: ProjectDrillingData };
  return (
    <>
      <ProjectHero
        eyebrow="Flagship Project · British Columbia"
        title="Copper Keg Project"
        subtitle="A porphyry copper project in south-central British Columbia, about 20 km from a major copper operation."
        figures={copperKegFigures}
      />
      <ProseSection block={copperKegOverview} />
      {copperKegSections.map((block, index) => (
        <ProseSection key={block.id} block={block} tone={index % 2 === 0 ? 'alt' : 'light'} reverse={index % 2 === 1} />
      ))}
      <ProseSection block={copperKegFutureWork} tone={copperKegSections.length % 2 === 0 ? 'alt' : 'light'} />
      <ProjectDrilling project="copper-keg" name="Copper Keg" data={drilling} />
      <TechnicalDisclosure historical />
    </>
  );
}
