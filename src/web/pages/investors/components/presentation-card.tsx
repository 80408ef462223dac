import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import { PresentationTitleCard } from '../../../components/embeds/presentation-title-card.tsx';
import { Card } from '../../../../ui/card.tsx';
import type { Presentation } from '../../../content/presentation.ts';
import { colors, fonts, media, radius } from '../../../../ui/styles/theme.ts';
import PresentationRequest from '../../../components/embeds/presentation-request.island.tsx';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Layout = styled(Card)`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: 2fr 3fr; align-items: center; }
  img { display: block; width: 100%; height: auto; border-radius: ${radius.sm}; }
  h3 { font-size: 1.4rem; margin: 0.5rem 0; }
`;

const IdBadge = styled.span`
  font-family: ${fonts.heading};
  font-weight: 700;
  color: ${colors.copperDark};
`;

const Status = styled.span`
  margin-left: 0.75rem;
  padding: 0.15rem 0.65rem;
  border-radius: ${radius.pill};
  background: #e6f4ea;
  color: ${colors.positive};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 1rem 0 0;
  div { display: flex; gap: 0.35rem; }
  dt { color: ${colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/**
 * Both buttons lead to the presentation request flow rather than straight to the file. The cover is the
 * page's largest image in the first screen on a phone, so it loads eagerly at high priority; a
 * presentation without a cover image shows a title card in its place.
 */
export function PresentationCard({ presentation }: { presentation: Presentation }) {
  return (
    <Layout>
      {presentation.cover ? (
        <Picture name={presentation.cover} alt="Cover of the District Copper corporate presentation" sizes={`(min-width: 768px) 40vw, ${PHONE_CONTENT_WIDTH}`} priority />
      ) : (
        <PresentationTitleCard title={presentation.title} date={presentation.date} pages={presentation.pages} decorative />
      )}
      <div>
        <IdBadge>{presentation.id}</IdBadge>
        <Status>{presentation.status}</Status>
        <h3>{presentation.title}</h3>
        <p>{presentation.description}</p>
        <Facts>
          <div>
            <dt>Date</dt>
            <dd>{presentation.date}</dd>
          </div>
          <div>
            <dt>Pages</dt>
            <dd>{presentation.pages ?? '—'}</dd>
          </div>
          <div>
            <dt>Format</dt>
            <dd>{presentation.type}</dd>
          </div>
        </Facts>
        <Actions>
          <PresentationRequest label="View Presentation" />
          <PresentationRequest label="Download PDF" variant="outline" />
        </Actions>
      </div>
    </Layout>
  );
}
