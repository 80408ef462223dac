import { useSetAtom } from 'jotai';
import { styled } from 'styled-components';
import { LiveQuote } from '../../../components/stock/live-quote.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PROJECTS_HERO_FALLBACK_MARKET_CAP, PROJECTS_HERO_SHARES } from '../../../content/projects.ts';
import { presentationDialogOpenAtom } from '../../../state/dialogs.ts';
import { TICKER_TEXT } from '../../../../shared/site.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem 2rem;
  margin-top: 2rem;
`;

export function ProjectsHero() {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <PageHero
      eyebrow={TICKER_TEXT}
      title="OUR STRATEGIC PROJECTS"
      subtitle="District-scale copper and gold exploration in British Columbia and Newfoundland, close to infrastructure and established mining operations."
    >
      <Row>
        <LiveQuote shares={PROJECTS_HERO_SHARES} fallbackMarketCap={PROJECTS_HERO_FALLBACK_MARKET_CAP} tone="dark" />
        <Button onClick={() => openPresentation(true)}>DOWNLOAD PRESENTATION</Button>
      </Row>
    </PageHero>
  );
}
