import photographed from '../../../.generated/photos.json' with { type: 'json' };
import { PHOTO_SLOTS } from '../../shared/photos.ts';
import type { ImageName } from '../../shared/image-catalog.ts';

/**
 * The asset generator lists the slots a photograph in content/photos/ has replaced; those lose the
 * label, as do slots holding a photograph uploaded in the admin (see useIsIllustration).
 */
const DRAWN_SCENES: ReadonlySet<string> = new Set<string>(PHOTO_SLOTS);

const PHOTOGRAPHED: ReadonlySet<string> = new Set(photographed as string[]);

export const ILLUSTRATION_LABEL = 'Illustration, until the company supplies photographs';

/** `uploaded`: the slot holds a photograph uploaded in the admin. */
export function isIllustration(name: ImageName, uploaded = false): boolean {
  return DRAWN_SCENES.has(name) && !PHOTOGRAPHED.has(name) && !uploaded;
}

/** Alt text that says a drawing is a drawing; a decorative image (empty alt) stays silent. */
export function honestAlt(name: ImageName, alt: string, uploaded = false): string {
  return alt && isIllustration(name, uploaded) ? `Illustration: ${alt}` : alt;
}
