import { useId } from 'react';
import { styled } from 'styled-components';
import { Container, Section, SectionHeading } from '../../ui/layout.tsx';
import { HeroBanner } from '../../ui/hero-banner.tsx';
import { DashboardActions } from './dashboard-actions.tsx';
import { MetricCards } from './metric-cards.tsx';
import { ReportLists } from './report-lists.tsx';
import { TrackedItems } from './tracked-items.tsx';
import { TrackingBanner } from './tracking-banner.tsx';

const Block = styled.div`
  margin-top: 3rem;
`;

/** Analytics: a static guide to the GA4 reports; no figures are fetched here. */
export default function AnalyticsPage() {
  const trackedId = useId();
  return (
    <>
      <HeroBanner
        eyebrow="Admin"
        title="Analytics Dashboard"
        subtitle="Visitor statistics for the website are collected by Google Analytics 4 and read in its reports."
      >
        <DashboardActions />
      </HeroBanner>
      <Section>
        <Container>
          <TrackingBanner />
          <Block>
            <SectionHeading title="Key Metrics" lead="Open Google Analytics for the figures over any period." />
            <MetricCards />
          </Block>
          <Block>
            <SectionHeading title="Audience Reports" lead="The breakdowns most useful for investor relations." />
            <ReportLists />
          </Block>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading id={trackedId} title="What's Being Tracked" />
          <TrackedItems labelledBy={trackedId} />
        </Container>
      </Section>
    </>
  );
}
