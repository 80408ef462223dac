import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ArticleListItem } from '../../../shared/article.ts';
import type { CompanyFactsDocument } from '../../../shared/company-facts.ts';
import type { PublicDocument } from '../../../shared/document-library.ts';
import { dataSource } from '../../data/data-source.ts';
import { NewsletterForm } from '../../components/alerts/newsletter-form.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { closingTagline, districtStrategy, newsletterBlock } from '../../content/home.ts';
import { SIGNUP_LOCATIONS } from '../../../shared/alert-form.ts';
import { COMPANY_NAME, TICKER } from '../../../shared/site.ts';
import { sitePage } from '../../../shared/pages.ts';
import { type RouteHandle, tableHandle } from '../../route-meta.ts';
import { colors, fonts } from '../../../ui/styles/theme.ts';
import { AdvantageRows } from './components/advantage-rows.tsx';
import { DistrictStrategy } from './components/district-strategy.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { PolicyTimeline } from './components/policy-timeline.tsx';
import { PresentationTeaser } from './components/presentation-teaser.tsx';
import { ProjectsPromo } from './components/projects-promo.tsx';

const homeMeta = tableHandle(sitePage('/')).meta;

/** The company's own profiles elsewhere, only those the IR manager has confirmed. */
function confirmedProfiles(facts: CompanyFactsDocument): string[] {
  return [facts.socialNetworkUrl, facts.microblogUrl, facts.professionalNetworkUrl].filter((fact) => fact.confirmed && fact.value).map((fact) => fact.value);
}

export const handle: RouteHandle = {
  meta: (args) => ({
    ...homeMeta(args),
    lcpImage: { name: 'hero-1', sizes: '100vw' },
    // Corporation is the schema.org Organization type that carries a ticker symbol: the exchange's market
    // identifier code (XTSX, the TSX Venture) and the symbol, as schema.org asks.
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Corporation',
      name: COMPANY_NAME,
      url: `${args.origin}/`,
      logo: `${args.origin}/logo.svg`,
      tickerSymbol: `XTSX ${TICKER}`,
      sameAs: confirmedProfiles(args.site.facts),
    },
  }),
};

/** How many of the latest releases the hero's strip lists. */
const LATEST_RELEASES = 3;

interface LoaderData {
  /** Null when the news cannot be read: the home page still renders, without them. */
  releases: ArticleListItem[] | null;
  /** The library's current presentation; null when there is none or the library cannot be read. */
  presentation: PublicDocument | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<LoaderData> {
  const source = dataSource(context);
  const [releases, presentation] = await Promise.all([
    source.listArticles({ page: 1, limit: LATEST_RELEASES, year: null }).then(
      ({ items }) => items,
      () => null,
    ),
    source.listDocuments({ kind: 'presentation' }).then(
      (list) => list[0] ?? null,
      () => null,
    ),
  ]);
  return { releases, presentation };
}

/** The home page's newsletter frame is 519 px high. */
const NEWSLETTER_HEIGHT = 519;

const Narrow = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

// The spec's closing tagline is the last section's heading: every section on the page has one.
const Tagline = styled.h2`
  margin: 0;
  line-height: 1.4;
  text-align: center;
  font-family: ${fonts.heading};
  font-size: clamp(1.3rem, 3vw, 2rem);
  font-weight: 700;
  color: ${colors.onDark};
  text-wrap: balance;
`;

/** Home: eight sections in order. */
export default function HomePage() {
  const { releases, presentation } = useLoaderData() as LoaderData;
  return (
    <>
      <HomeHero releases={releases} />
      <Section id="competitive-advantages">
        <Container>
          <SectionHeading eyebrow="Why District Copper" title="Our Competitive Advantages" center />
          <AdvantageRows />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <PresentationTeaser current={presentation} />
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <SectionHeading title={districtStrategy.title} lead={districtStrategy.lead} />
          <DistrictStrategy />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading
            eyebrow="Policy Momentum"
            title="Governments Are Securing Copper Supply"
            lead="Canada, the United States and the European Union have each moved to secure critical minerals, and copper is at the centre of that push."
            center
          />
          <PolicyTimeline />
        </Container>
      </Section>
      <Section>
        <Container>
          <ProjectsPromo />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <Narrow>
            <SectionHeading title={newsletterBlock.title} lead={newsletterBlock.lead} center />
            <NewsletterForm title="Newsletter" height={NEWSLETTER_HEIGHT} location={SIGNUP_LOCATIONS.home} framed />
          </Narrow>
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <Tagline>{closingTagline}</Tagline>
        </Container>
      </Section>
    </>
  );
}
