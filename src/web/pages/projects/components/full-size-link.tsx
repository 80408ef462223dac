import type { ReactNode } from 'react';
import { slotPhotoUrl } from '../../../../shared/photos.ts';
import { fullSizeUrl, type ImageName, widthsOf } from '../../../../shared/image-catalog.ts';
import { useUploadedPhoto } from '../../../state/site-content.ts';

/** Wraps a picture in a link to its full-size JPEG (or uploaded photograph), opened in a new tab. */
export function FullSizeLink(props: { name: ImageName; children: ReactNode; className?: string }) {
  const photo = useUploadedPhoto(props.name);
  const href = photo ? slotPhotoUrl(photo, widthsOf(props.name).at(-1)!, 'webp') : fullSizeUrl(props.name);
  return (
    <a className={props.className} href={href} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span className="visually-hidden"> (opens full size in a new tab)</span>
    </a>
  );
}
