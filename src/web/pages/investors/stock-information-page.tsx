import { styled } from 'styled-components';
import { useLoaderData } from 'react-router-dom';
import type { ChartView } from '../../components/stock/price-chart/chart-view.ts';
import { type LoadedView, priceChartLoader } from '../../components/stock/price-chart/history-loaders.ts';
import PriceChart from '../../components/stock/price-chart/price-chart.island.tsx';
import { MarketDataPanel } from '../../components/stock/market-data-panel.tsx';
import { QuoteLinks } from '../../components/stock/quote-links.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { CurrentAsOf } from '../../components/layout/current-as-of.tsx';
import { pageSubject } from '../../../shared/review-dates.ts';
import { ShareCountTable } from '../../components/stock/share-count-table.tsx';
import { shareStructure, stockInfoTiles } from '../../content/share-structure.ts';
import { shareTable } from '../../content/share-counts.ts';
import { useSiteContent } from '../../state/site-content.ts';
import { colors, fonts, radius } from '../../../ui/styles/theme.ts';
import { TwoColumns } from './components/two-columns.tsx';
import { TICKER_TEXT } from '../../../shared/site.ts';
export const loader = priceChartLoader;

const Tiles = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  margin: 2.5rem 0 0;
  div { display: flex; flex-direction: column-reverse; padding: 1.25rem; border: 1px solid ${colors.line}; border-radius: ${radius.md}; background: ${colors.surface}; }
  dt { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.1em; color: ${colors.muted}; }
  dd { margin: 0 0 0.3rem; font-family: ${fonts.heading}; font-size: 1.25rem; font-weight: 700; color: ${colors.copperDark}; }
`;

const Caption = styled.p`
  margin-top: 1.5rem;
  font-size: 0.9rem;
  color: ${colors.muted};
`;

const Disclaimer = styled.p`
  max-width: 860px;
  font-size: 0.95rem;
  color: ${colors.muted};
`;

export default function StockInformationPage() {
  const chart = useLoaderData() as LoadedView<ChartView>;
  const table = shareTable(useSiteContent().shareReading, shareStructure, 'Fully Diluted');
  return (
    <>
      <PageHero
        eyebrow={TICKER_TEXT}
        title="Stock Information"
        subtitle="Trading details, live market data and the share structure of District Copper Corp."
      />
      <Section>
        <Container>
          <TwoColumns $wideFirst>
            <MarketDataPanel />
            <div>
              <ShareCountTable caption="Share Structure" table={table} />
              <CurrentAsOf subject={pageSubject('/investors/stock-information')} />
            </div>
          </TwoColumns>
          <PriceChart initial={chart} />
          <Caption>Market data provided by Yahoo Finance. Quotes may be delayed.</Caption>
          <Tiles aria-label="Listing details">
            {stockInfoTiles.map((tile) => (
              <div key={tile.label}>
                <dt>{tile.label}</dt>
                <dd>{tile.value}</dd>
              </div>
            ))}
          </Tiles>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading
            title="Follow DCOP on Market Sites"
            lead="Charts, trading history and filings summaries from independent financial data providers."
          />
          <QuoteLinks />
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading title="Investment Disclaimer" />
          <Disclaimer>
            The market information on this page is provided for convenience only and may be delayed or incomplete. It is not
            an offer or a solicitation to buy or sell securities, nor investment advice. Shares of junior exploration companies
            are speculative and involve a high degree of risk; prices can move sharply and past performance is no guide to
            future results. Please consult a qualified financial adviser and review the Company&apos;s continuous disclosure
            filings on SEDAR+ before making any investment decision.
          </Disclaimer>
        </Container>
      </Section>
    </>
  );
}
