import { styled } from 'styled-components';
import type { PublicDocument } from '../../../../shared/document-library.ts';
import { Picture } from '../../../components/media/picture.tsx';
import { presentationTeaser } from '../../../content/home.ts';
import { colors, media, radius, shadow } from '../../../../ui/styles/theme.ts';
import PresentationRequest from '../../../components/embeds/presentation-request.island.tsx';
import { PresentationTitleCard } from '../../../components/embeds/presentation-title-card.tsx';
import { presentationCover, presentationDate } from '../../../content/presentation.ts';

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.md} { grid-template-columns: 1.1fr 1fr; gap: 3rem; }
  img { width: 100%; border-radius: ${radius.md}; box-shadow: ${shadow.raised}; }
  h2 { font-size: clamp(1.6rem, 3vw, 2.3rem); }
  p { color: ${colors.muted}; font-size: 1.05rem; }
`;

/**
 * Home section 3: the presentation cover and the button that opens the request dialog. The site's cover
 * image is of one presentation: once the library holds a newer one, that shows as a title card instead.
 */
export function PresentationTeaser({ current }: { current: PublicDocument | null }) {
  return (
    <Layout>
      {current && !presentationCover(current) ? (
        <PresentationTitleCard title={current.title} date={presentationDate(current.documentDate)} pages={current.pages} />
      ) : (
        <Picture name="presentation-cover" alt={presentationTeaser.coverAlt} sizes="(min-width: 1200px) 600px, (min-width: 768px) 52vw, 100vw" />
      )}
      <div>
        <h2 id="corporate-presentation">{presentationTeaser.title}</h2>
        <p>{presentationTeaser.description}</p>
        <PresentationRequest label="View Presentation" />
      </div>
    </Layout>
  );
}
