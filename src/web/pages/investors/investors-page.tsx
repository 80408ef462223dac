import { styled } from 'styled-components';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { staticHandle } from '../../route-meta.ts';
import { media } from '../../styles/theme.ts';
import { AgmCards } from './components/agm-cards.tsx';
import { CapitalizationTable } from './components/capitalization-table.tsx';
import { InvestorContact } from './components/investor-contact.tsx';
import { InvestorsHero } from './components/investors-hero.tsx';
import { MarketHighlights } from './components/market-highlights.tsx';
import { NewsletterSignup } from './components/newsletter-signup.tsx';
import { PresentationSummary } from './components/presentation-summary.tsx';

export const handle = staticHandle('/investors');

const TwoColumns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: 1fr 1fr; }
`;

export default function InvestorsPage() {
  return (
    <>
      <InvestorsHero />
      <Section>
        <Container>
          <SectionHeading eyebrow="Share Structure" title="Capitalization and Corporate Presentation" />
          <TwoColumns>
            <CapitalizationTable />
            <PresentationSummary />
          </TwoColumns>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading
            eyebrow="Annual General Meeting"
            title="Meeting Materials"
            lead="Financial statements and the notice of meeting are available now; the form of proxy and information circular follow with the mailing."
          />
          <AgmCards />
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <SectionHeading title="Trading and Copper Price" />
          <MarketHighlights />
        </Container>
      </Section>
      <Section>
        <Container>
          <TwoColumns>
            <div>
              <SectionHeading
                eyebrow="Stay Informed"
                title="News Alerts"
                lead="Receive our press releases and project updates by e-mail as soon as they are published."
              />
              <NewsletterSignup />
            </div>
            <InvestorContact intro="Questions about District Copper or your shareholding? Our investor relations team is happy to help." />
          </TwoColumns>
        </Container>
      </Section>
    </>
  );
}
