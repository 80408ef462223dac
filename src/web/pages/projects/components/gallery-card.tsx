import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import type { GalleryPhoto } from '../../../content/gallery.ts';
import { ILLUSTRATION_LABEL, isIllustration } from '../../../content/illustrations.ts';
import { useUploadedPhoto } from '../../../state/site-content.ts';
import { colors, radius, shadow } from '../../../../ui/styles/theme.ts';
import { FullSizeLink } from './full-size-link.tsx';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Card = styled.article`
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  overflow: hidden;
  img { width: 100%; aspect-ratio: 3 / 2; object-fit: cover; }
`;

const Media = styled.div`
  position: relative;
`;

const Category = styled.span`
  position: absolute;
  top: 1rem;
  left: 1rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${radius.pill};
  background: rgba(14, 26, 36, 0.82);
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
`;

const Body = styled.div`
  padding: 1.25rem 1.5rem 1.5rem;
  h3 { margin: 0 0 0.25rem; font-size: 1.25rem; }
  p { margin: 0; }
`;

const Where = styled.p`
  && { margin-bottom: 0.75rem; }
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.copperDark};
`;

const Illustration = styled.p`
  && { margin-bottom: 0.5rem; }
  font-size: 0.85rem;
  font-style: italic;
  color: ${colors.muted};
`;

export function GalleryCard(props: { photo: GalleryPhoto }) {
  const { photo } = props;
  const uploaded = useUploadedPhoto(photo.image) !== undefined;
  return (
    <Card data-testid="gallery-photo">
      <Media>
        <FullSizeLink name={photo.image}>
          <Picture name={photo.image} alt={photo.alt} sizes={`(min-width: 1024px) 580px, ${PHONE_CONTENT_WIDTH}`} />
        </FullSizeLink>
        <Category>{photo.category}</Category>
      </Media>
      <Body>
        <h3>{photo.title}</h3>
        <Where>
          {photo.project} · {photo.location}
        </Where>
        {isIllustration(photo.image, uploaded) ? <Illustration data-illustration>{ILLUSTRATION_LABEL}</Illustration> : null}
        <p>{photo.description}</p>
      </Body>
    </Card>
  );
}
