import { stonyLakeFigures, stonyLakeRoyalty, stonyLakeSections } from '../../content/stony-lake.ts';
import { DataTable } from './components/data-table.tsx';
import { ProjectHero } from './components/project-hero.tsx';
import { ProseSection } from './components/prose-section.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';

export default function StonyLakePage() {
  const royalty = {
    id: 'royalty',
    title: stonyLakeRoyalty.title,
    paragraphs: [stonyLakeRoyalty.intro],
  };
  return (
    <>
      <ProjectHero
        eyebrow="Gold · Central Newfoundland"
        title="Stony Lake Gold Project"
        subtitle="A district-scale gold property with 18 known gold occurrences along a 27 km strike."
        figures={stonyLakeFigures}
      />
      {stonyLakeSections.map((block, index) => (
        <ProseSection key={block.id} block={block} tone={index % 2 === 1 ? 'alt' : 'light'} />
      ))}
      <ProseSection block={royalty} tone={stonyLakeSections.length % 2 === 1 ? 'alt' : 'light'}>
        <DataTable
          caption="Net smelter return royalty by gold price"
          columns={[
            { key: 'condition', label: 'Gold price' },
            { key: 'rate', label: 'Royalty' },
          ]}
          rows={stonyLakeRoyalty.tiers}
        />
      </ProseSection>
      <TechnicalDisclosure />
    </>
  );
}
