import { IMAGES, type ImageName, imageSrcSet, imageUrl, photoSrcSet, widthsOf } from '../../../shared/image-catalog.ts';
import { slotPhotoUrl } from '../../../shared/photos.ts';
import { honestAlt } from '../../content/illustrations.ts';
import { useUploadedPhoto } from '../../state/site-content.ts';

/**
 * A generated image as AVIF, WebP and JPEG with srcset, intrinsic width and height (no layout shift).
 * Lazy by default; `priority` for the LCP image (eager, high fetch priority). Drawn scenes say so in the alt text.
 * A photograph uploaded for the slot in the admin replaces the drawing, as WebP and AVIF at the same widths.
 */
export function Picture(props: {
  name: ImageName;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const { width, height } = IMAGES[props.name];
  const widths = widthsOf(props.name);
  const sizes = props.sizes ?? '100vw';
  const photo = useUploadedPhoto(props.name);
  const srcset = (ext: 'avif' | 'webp' | 'jpg') =>
    photo && ext !== 'jpg' ? photoSrcSet(props.name, photo, ext) : imageSrcSet(props.name, ext);
  const fallbackWidth = widths.find((w) => w >= 960) ?? widths[widths.length - 1]!;
  return (
    <picture className={props.className}>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <img
        src={photo ? slotPhotoUrl(photo, fallbackWidth, 'webp') : imageUrl(props.name, fallbackWidth, 'jpg')}
        srcSet={srcset(photo ? 'webp' : 'jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={honestAlt(props.name, props.alt, photo !== undefined)}
        loading={props.priority ? 'eager' : 'lazy'}
        decoding={props.priority ? 'sync' : 'async'}
        fetchPriority={props.priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
