import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { ButtonLink } from '../../../../ui/button.tsx';
import { fullSizeUrl } from '../../../../shared/image-catalog.ts';
import type { ProjectMap } from '../../../content/maps.ts';
import { colors, radius, shadow } from '../../../../ui/styles/theme.ts';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  overflow: hidden;
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; background: ${colors.surfaceAlt}; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  flex: 1;
  padding: 1.25rem;
  h3 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${colors.muted}; font-size: 0.95rem; }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.25rem;
  margin: auto 0 0;
  font-size: 0.85rem;
  div { display: flex; gap: 0.35rem; }
  dt { color: ${colors.muted}; }
  dd { margin: 0; font-weight: 600; color: ${colors.ink}; }
`;

export const MAP_IMAGE_SIZES = `(min-width: 1024px) 360px, (min-width: 640px) 50vw, ${PHONE_CONTENT_WIDTH}`;

/**
 * One project map: its facts, a thumbnail when there is one, and a download of the full-size file.
 * `priority` for the first card, whose picture is the largest paint on a phone.
 */
export function MapCard(props: { map: ProjectMap; project: string; priority?: boolean }) {
  const { map } = props;
  return (
    <Card data-testid="map-card">
      {map.image ? (
        <Picture name={map.image} priority={props.priority} alt={`${props.project}: ${map.title} map`} sizes={MAP_IMAGE_SIZES} />
      ) : null}
      <Body>
        <h3>{map.title}</h3>
        <p>{map.description}</p>
        <Meta>
          <div>
            <dt>Type:</dt>
            <dd>{map.type}</dd>
          </div>
          <div>
            <dt>Scale:</dt>
            <dd>{map.scale}</dd>
          </div>
        </Meta>
        {map.image ? (
          <ButtonLink $variant="outline" href={fullSizeUrl(map.image)} download>
            Download<span className="visually-hidden"> {map.title} map</span>
          </ButtonLink>
        ) : null}
      </Body>
    </Card>
  );
}
