import { IMAGES, type ImageName, imageSrcSet, imageUrl, widthsOf } from '../../content/image-catalog.ts';
import { honestAlt } from '../../content/illustrations.ts';

/**
 * A generated image as AVIF, WebP and JPEG with srcset, intrinsic width and height (no layout shift).
 * Lazy by default; `priority` for the LCP image (eager, high fetch priority). Drawn scenes say so in the alt text.
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
  const srcset = (ext: 'avif' | 'webp' | 'jpg') => imageSrcSet(props.name, ext);
  const fallbackWidth = widths.find((w) => w >= 960) ?? widths[widths.length - 1]!;
  return (
    <picture className={props.className}>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset('webp')} sizes={sizes} />
      <img
        src={imageUrl(props.name, fallbackWidth, 'jpg')}
        srcSet={srcset('jpg')}
        sizes={sizes}
        width={width}
        height={height}
        alt={honestAlt(props.name, props.alt)}
        loading={props.priority ? 'eager' : 'lazy'}
        decoding={props.priority ? 'sync' : 'async'}
        fetchPriority={props.priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
