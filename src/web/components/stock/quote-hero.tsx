import type { ReactNode } from 'react';
import { LiveQuote } from './live-quote.tsx';
import { styled } from 'styled-components';
import { TICKER_TEXT } from '../../../shared/site.ts';
import { PageHero } from '../layout/page-hero.tsx';
import type { SparklineView } from './price-chart/chart-view.ts';
import type { LoadedView } from './price-chart/history-loaders.ts';
import PresentationRequest from '../embeds/presentation-request.island.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem 2rem;
  margin-top: 2rem;
`;

/**
 * The ticker-led page hero of the Investors and Projects pages: the live quote next to the button that
 * opens the Corporate Presentation Request dialog. Each page passes the share count it publishes.
 */
export function QuoteHero(props: {
  title: string;
  subtitle: ReactNode;
  shares: number;
  fallbackMarketCap: number;
  presentationLabel: string;
  /** Shown in the quote panel beside the price (the hub's sparkline). */
  sparkline?: LoadedView<SparklineView>;
}) {
  return (
    <PageHero eyebrow={TICKER_TEXT} title={props.title} subtitle={props.subtitle}>
      <Row>
        <LiveQuote shares={props.shares} fallbackMarketCap={props.fallbackMarketCap} tone="dark" sparkline={props.sparkline} />
        <PresentationRequest label={props.presentationLabel} />
      </Row>
    </PageHero>
  );
}
