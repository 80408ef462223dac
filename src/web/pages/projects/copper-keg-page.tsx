import { copperKegFigures, copperKegFutureWork, copperKegOverview, copperKegSections } from '../../content/copper-keg.ts';
import { ProjectHero } from './components/project-hero.tsx';
import { ProseSection } from './components/prose-section.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';

export default function CopperKegPage() {
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
      <TechnicalDisclosure historical />
    </>
  );
}
