import { styled } from 'styled-components';
import { Container, Grid, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { mapGroups } from '../../content/maps.ts';
import { sitePage } from '../../../shared/pages.ts';
import { type RouteHandle, tableHandle } from '../../route-meta.ts';
import { colors } from '../../../ui/styles/theme.ts';
import { MAP_IMAGE_SIZES, MapCard } from './components/map-card.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';

const firstImage = mapGroups[0]?.maps[0]?.image;
const mapsMeta = tableHandle(sitePage('/projects/maps')).meta;

export const handle: RouteHandle = {
  meta: (args) => ({ ...mapsMeta(args), ...(firstImage ? { lcpImage: { name: firstImage, sizes: MAP_IMAGE_SIZES } } : {}) }),
};

const GroupHeading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.5rem 1.5rem;
  margin-bottom: 1.5rem;
  h2 { margin: 0; font-size: clamp(1.5rem, 3vw, 2rem); }
  p { margin: 0; font-weight: 600; color: ${colors.muted}; }
`;

export default function MapsPage() {
  const total = mapGroups.reduce((sum, group) => sum + group.maps.length, 0);
  return (
    <>
      <PageHero
        eyebrow="Projects"
        title="Project Maps"
        subtitle={`${total} maps of our Copper Keg, Eaglehead and Stony Lake projects: location, claims, geology, geophysics and planned work.`}
      />
      {mapGroups.map((group, index) => (
        <Section key={group.project} $tone={index % 2 === 1 ? 'alt' : 'light'} aria-labelledby={`maps-${index}`} data-testid="map-group">
          <Container>
            <GroupHeading>
              <h2 id={`maps-${index}`}>
                <a href={group.href}>{group.project}</a>
              </h2>
              <p>
                {group.maps.length} {group.maps.length === 1 ? 'map' : 'maps'}
              </p>
            </GroupHeading>
            <Grid $min="280px">
              {group.maps.map((map, mapIndex) => (
                <MapCard key={map.title} map={map} project={group.project} priority={index === 0 && mapIndex === 0} />
              ))}
            </Grid>
          </Container>
        </Section>
      ))}
      <TechnicalDisclosure />
    </>
  );
}
