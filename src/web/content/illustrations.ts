import photographed from '../../../.generated/photos.json' with { type: 'json' };
import type { ImageName } from './image-catalog.ts';

/**
 * Pictures of real-world subjects that are drawn until the company supplies photographs. The asset
 * generator lists the names a photograph in content/photos/ has replaced; those lose the label.
 */
const DRAWN_SCENES: ReadonlySet<ImageName> = new Set<ImageName>([
  'hero-1',
  'hero-2',
  'hero-3',
  'hero-4',
  'hero-5',
  'hero-6',
  'advantage-gateway',
  'advantage-infrastructure',
  'advantage-policy',
  'project-copper-keg',
  'project-stony-lake',
  'project-eaglehead',
  'project-matachewan',
  'copper-keg-program',
  'eaglehead-gallery-1',
  'eaglehead-gallery-2',
  'gallery-exploration-camp',
  'gallery-landscape',
  'gallery-core-samples',
  'gallery-operations',
  'contact-map',
]);

const PHOTOGRAPHED: ReadonlySet<string> = new Set(photographed as string[]);

export const ILLUSTRATION_LABEL = 'Illustration, until the company supplies photographs';

export function isIllustration(name: ImageName): boolean {
  return DRAWN_SCENES.has(name) && !PHOTOGRAPHED.has(name);
}

/** Alt text that says a drawing is a drawing; a decorative image (empty alt) stays silent. */
export function honestAlt(name: ImageName, alt: string): string {
  return alt && isIllustration(name) ? `Illustration: ${alt}` : alt;
}
