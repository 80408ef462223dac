import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { allianceSection, leadershipQuote } from '../../content/strategy.ts';
import { AllianceSection } from './components/alliance-section.tsx';
import { LeadershipQuote } from './components/leadership-quote.tsx';
import ManagementTeam from './components/management-team.island.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { StrategyHero } from './components/strategy-hero.tsx';
import { StrategyThemes } from './components/strategy-themes.tsx';

/** Strategy and management: the strategy, then the team. */
export default function ManagementPage() {
  return (
    <>
      <StrategyHero />
      <Section $tone="alt">
        <Container>
          <SectionHeading eyebrow="Why Copper" title="Copper by the Numbers" center />
          <StatCards />
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading eyebrow="Strategic Themes" title="Four Forces Driving Copper Demand" />
          <StrategyThemes />
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <SectionHeading title={leadershipQuote.title} lead={leadershipQuote.lead} />
          <LeadershipQuote />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading eyebrow={allianceSection.eyebrow} title={allianceSection.title} />
          <AllianceSection />
        </Container>
      </Section>
      <Section>
        <Container>
          <SectionHeading
            eyebrow="Leadership"
            title="Management Team"
            lead="The officers and directors responsible for District Copper’s strategy and exploration."
            center
          />
          <ManagementTeam />
        </Container>
      </Section>
    </>
  );
}
