import type { ReactNode } from 'react';
import { fullSizeUrl, type ImageName } from '../../../content/image-catalog.ts';

/** Wraps a picture in a link to its full-size JPEG, opened in a new tab. */
export function FullSizeLink(props: { name: ImageName; children: ReactNode; className?: string }) {
  return (
    <a className={props.className} href={fullSizeUrl(props.name)} target="_blank" rel="noopener noreferrer">
      {props.children}
      <span className="visually-hidden"> (opens full size in a new tab)</span>
    </a>
  );
}
