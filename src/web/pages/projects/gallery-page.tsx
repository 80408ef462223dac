import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { company } from '../../content/company.ts';
import { type GalleryPhoto, galleryCards } from '../../../shared/gallery.ts';
import { dataSource } from '../../data/data-source.ts';
import { galleryStats } from '../../content/gallery.ts';
import { isIllustration } from '../../content/illustrations.ts';
import { useFigures } from '../../state/site-content.ts';
import { media } from '../../../ui/styles/theme.ts';
import { FigureGrid } from '../../../ui/figure-grid.tsx';
import { GalleryCard } from './components/gallery-card.tsx';

const Blurb = styled.p`
  max-width: 760px;
  font-size: 1.1rem;
`;

const Photos = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

/** The photographs uploaded with their own captions; the drawn scenes fill the rest. */
export function loader({ context }: LoaderFunctionArgs): Promise<GalleryPhoto[]> {
  return dataSource(context).galleryPhotos();
}

export default function GalleryPage() {
  const cards = galleryCards(useLoaderData() as GalleryPhoto[]);
  const drawn = cards.filter((card) => card.mediaId === null && isIllustration(card.slot)).length;
  return (
    <>
      <PageHero
        eyebrow="Projects"
        title="Project Gallery"
        subtitle="Scenes from the field: camps, landscapes, core and operations across our projects."
      />
      <Section aria-labelledby="gallery-photos">
        <Container>
          <SectionHeading id="gallery-photos" title="From the Field" />
          <Blurb>
            {company.description}{' '}
            {drawn === 0
              ? 'Photographs from the field show the places and work behind our exploration programs.'
              : 'These illustrations show the kinds of places and work behind our exploration programs; photographs from the field will replace them.'}
          </Blurb>
          <Photos>
            {cards.map((card) => (
              <GalleryCard key={card.slot} card={card} />
            ))}
          </Photos>
        </Container>
      </Section>
      <Section $tone="dark" aria-labelledby="gallery-stats">
        <Container>
          <h2 id="gallery-stats" className="visually-hidden">
            Portfolio at a Glance
          </h2>
          <FigureGrid figures={useFigures(galleryStats)} size="compact" dark />
        </Container>
      </Section>
    </>
  );
}
