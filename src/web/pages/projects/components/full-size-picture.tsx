import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { ILLUSTRATION_LABEL, isIllustration } from '../../../content/illustrations.ts';
import { useUploadedPhoto } from '../../../state/site-content.ts';
import type { ProjectImage } from '../../../content/projects.ts';
import { colors, radius } from '../../../../ui/styles/theme.ts';
import { FullSizeLink } from './full-size-link.tsx';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Figure = styled.figure`
  margin: 0;
  a { display: block; border-radius: ${radius.md}; overflow: hidden; box-shadow: 0 2px 12px rgba(20, 32, 43, 0.12); }
  img { width: 100%; transition: transform 0.3s ease; }
  a:hover img { transform: scale(1.02); }
  @media (prefers-reduced-motion: reduce) { a:hover img { transform: none; } }
  figcaption { margin-top: 0.5rem; font-size: 0.9rem; color: ${colors.muted}; }
`;

const IllustrationNote = styled.span<{ $after: boolean }>`
  display: block;
  font-size: 0.8rem;
  font-style: italic;
  ${(p) => (p.$after ? 'margin-top: 0.15rem;' : '')}
`;

/** A project figure that opens its full-size JPEG in a new tab. */
export function FullSizePicture(props: { image: ProjectImage; sizes?: string }) {
  const drawn = isIllustration(props.image.name, useUploadedPhoto(props.image.name) !== undefined);
  return (
    <Figure>
      <FullSizeLink name={props.image.name}>
        <Picture name={props.image.name} alt={props.image.alt} sizes={props.sizes ?? `(min-width: 1024px) 560px, ${PHONE_CONTENT_WIDTH}`} />
      </FullSizeLink>
      {props.image.caption || drawn ? (
        <figcaption>
          {props.image.caption}
          {drawn ? <IllustrationNote data-illustration $after={Boolean(props.image.caption)}>{ILLUSTRATION_LABEL}</IllustrationNote> : null}
        </figcaption>
      ) : null}
    </Figure>
  );
}
