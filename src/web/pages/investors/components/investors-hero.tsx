import { useSetAtom } from 'jotai';
import { styled } from 'styled-components';
import { LiveQuote } from '../../../components/stock/live-quote.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { INVESTORS_FALLBACK_MARKET_CAP, INVESTORS_SHARES_OUTSTANDING } from '../../../content/capitalization.ts';
import { presentationDialogOpenAtom } from '../../../state/dialogs.ts';
import { TICKER_TEXT } from '../../../../shared/site.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem 2rem;
  margin-top: 2rem;
`;

export function InvestorsHero() {
  const openPresentation = useSetAtom(presentationDialogOpenAtom);
  return (
    <PageHero
      eyebrow={TICKER_TEXT}
      title="Investors"
      subtitle="Share price, capital structure, presentations and meeting materials for shareholders and prospective investors in District Copper."
    >
      <Row>
        <LiveQuote shares={INVESTORS_SHARES_OUTSTANDING} fallbackMarketCap={INVESTORS_FALLBACK_MARKET_CAP} tone="dark" />
        <Button onClick={() => openPresentation(true)}>Download Presentation</Button>
      </Row>
    </PageHero>
  );
}
