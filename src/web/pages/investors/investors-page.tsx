import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { isPeriodKind, type PublicDocument } from '../../../shared/document-library.ts';
import { dataSource } from '../../data/data-source.ts';
import type { SparklineView } from '../../components/stock/price-chart/chart-view.ts';
import { type LoadedView, sparklineLoader } from '../../components/stock/price-chart/history-loaders.ts';
import { QuoteHero } from '../../components/stock/quote-hero.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { ShareCountTable } from '../../components/stock/share-count-table.tsx';
import { capitalization, INVESTORS_FALLBACK_MARKET_CAP } from '../../content/capitalization.ts';
import { statementsDescription, statementYears } from '../../content/financial-statements.ts';
import { shareTable } from '../../content/share-counts.ts';
import { useSiteContent } from '../../state/site-content.ts';
import { AgmCards } from './components/agm-cards.tsx';
import { ClosingContactSection } from './components/investor-contact.tsx';
import { InvestorPageLinks } from './components/investor-page-links.tsx';
import { MarketHighlights } from './components/market-highlights.tsx';
import NewsletterSignup from './components/newsletter-signup.island.tsx';
import { PresentationSummary } from './components/presentation-summary.tsx';
import { TwoColumns } from './components/two-columns.tsx';

interface LoaderData {
  sparkline: LoadedView<SparklineView>;
  documents: PublicDocument[];
}

export async function loader(args: LoaderFunctionArgs): Promise<LoaderData> {
  const source = dataSource(args.context);
  // The whole library: the meeting materials, and the years of the statements the first card names.
  const [sparkline, documents] = await Promise.all([sparklineLoader(args), source.listDocuments({})]);
  return { sparkline, documents };
}

export default function InvestorsPage() {
  const { sparkline, documents } = useLoaderData() as LoaderData;
  const table = shareTable(useSiteContent().shareReading, capitalization, 'Fully diluted');
  return (
    <>
      <QuoteHero
        title="Investors"
        subtitle="Share price, capital structure, presentations and meeting materials for shareholders and prospective investors in District Copper."
        shares={table.rows[0]!.value}
        fallbackMarketCap={INVESTORS_FALLBACK_MARKET_CAP}
        presentationLabel="Download Presentation"
        sparkline={sparkline}
      />
      <Section>
        <Container>
          <SectionHeading eyebrow="Share Structure" title="Capitalization and Corporate Presentation" />
          <TwoColumns>
            <ShareCountTable caption="Capitalization" table={table} />
            <PresentationSummary />
          </TwoColumns>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading eyebrow="Investor Resources" title="Everything for Shareholders" />
          <InvestorPageLinks
            descriptions={{ '/investors/financial-statements': statementsDescription(statementYears(documents.filter((d) => isPeriodKind(d.kind)))) }}
          />
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading
            eyebrow="Annual General Meeting"
            title="Meeting Materials"
            lead="Financial statements and the notice of meeting are available now; the form of proxy and information circular follow with the mailing."
          />
          <AgmCards documents={documents} />
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <SectionHeading title="Trading and Copper Price" />
          <MarketHighlights />
        </Container>
      </Section>
      <ClosingContactSection intro="Questions about District Copper or your shareholding? Our investor relations team is happy to help.">
        <SectionHeading
          eyebrow="Stay Informed"
          title="News Alerts"
          lead="Receive our press releases and project updates by e-mail as soon as they are published."
        />
        <NewsletterSignup />
      </ClosingContactSection>
    </>
  );
}
