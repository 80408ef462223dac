import { styled } from 'styled-components';
import type { GalleryCard as Card } from '../../../../shared/gallery.ts';
import { GALLERY_SHAPE } from '../../../../shared/gallery.ts';
import { slotPhotoUrl } from '../../../../shared/photos.ts';
import { Picture } from '../../../components/media/picture.tsx';
import { ILLUSTRATION_LABEL, isIllustration } from '../../../content/illustrations.ts';
import { colors, radius, shadow } from '../../../../ui/styles/theme.ts';
import { FullSizeLink } from './full-size-link.tsx';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Frame = styled.article`
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

const SIZES = `(min-width: 1024px) 580px, ${PHONE_CONTENT_WIDTH}`;
const srcSet = (mediaId: string, ext: 'avif' | 'webp') => GALLERY_SHAPE.widths.map((w) => `${slotPhotoUrl(mediaId, w, ext)} ${w}w`).join(', ');

/** An uploaded gallery photograph at every width the gallery serves, opening full size in a new tab. */
function Photograph({ mediaId, alt }: { mediaId: string; alt: string }) {
  const widths = GALLERY_SHAPE.widths;
  return (
    <a href={slotPhotoUrl(mediaId, widths.at(-1)!, 'webp')} target="_blank" rel="noopener noreferrer">
      <picture>
        <source type="image/avif" srcSet={srcSet(mediaId, 'avif')} sizes={SIZES} />
        <img
          src={slotPhotoUrl(mediaId, widths.find((w) => w >= 960) ?? widths.at(-1)!, 'webp')}
          srcSet={srcSet(mediaId, 'webp')}
          sizes={SIZES}
          width={GALLERY_SHAPE.width}
          height={GALLERY_SHAPE.height}
          alt={alt}
          loading="lazy"
          decoding="async"
        />
      </picture>
      <span className="visually-hidden"> (opens full size in a new tab)</span>
    </a>
  );
}

/** A gallery card: a photograph with the caption written for it, or a drawn scene labelled as one. */
export function GalleryCard({ card }: { card: Card }) {
  const drawn = card.mediaId === null && isIllustration(card.slot);
  return (
    <Frame data-testid="gallery-photo" data-gallery-slot={card.slot}>
      <Media>
        {card.mediaId === null ? (
          <FullSizeLink name={card.slot}>
            <Picture name={card.slot} alt={card.alt} sizes={SIZES} />
          </FullSizeLink>
        ) : (
          <Photograph mediaId={card.mediaId} alt={card.alt} />
        )}
        <Category>{card.category}</Category>
      </Media>
      <Body>
        <h3>{card.title}</h3>
        {card.project || card.location ? <Where>{[card.project, card.location].filter(Boolean).join(' · ')}</Where> : null}
        {drawn ? <Illustration data-illustration>{ILLUSTRATION_LABEL}</Illustration> : null}
        {card.description ? <p>{card.description}</p> : null}
      </Body>
    </Frame>
  );
}
