import { styled } from 'styled-components';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { company } from '../../content/company.ts';
import { galleryPhotos, galleryStats } from '../../content/gallery.ts';
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

export default function GalleryPage() {
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
            {company.description} These illustrations show the kinds of places and work behind our exploration programs; photographs from the field will replace them.
          </Blurb>
          <Photos>
            {galleryPhotos.map((photo) => (
              <GalleryCard key={photo.image} photo={photo} />
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
