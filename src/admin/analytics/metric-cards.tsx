import { useId } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../ui/card.tsx';
import { Grid } from '../../ui/layout.tsx';
import { METRIC_VALUE, type MetricCard, metricCards } from './analytics-dashboard.ts';
import { colors, fonts } from '../../ui/styles/theme.ts';

const StatCard = styled(Card)`
  border-top: 4px solid ${colors.copper};
  h3 { font-size: 1rem; color: ${colors.muted}; text-transform: uppercase; letter-spacing: 0.06em; }
`;

const Value = styled.p`
  font-family: ${fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
  color: ${colors.copperDark};
  margin-bottom: 0.35rem;
`;

const Hint = styled.p`
  font-size: 0.9rem;
  color: ${colors.muted};
  margin: 0;
`;

function Metric(props: { metric: MetricCard }) {
  const titleId = useId();
  return (
    <StatCard aria-labelledby={titleId} data-testid="metric-card">
      <h3 id={titleId}>{props.metric.title}</h3>
      <Value>{METRIC_VALUE}</Value>
      <Hint>{props.metric.hint}</Hint>
    </StatCard>
  );
}

/** The four headline metrics; their figures are read in Google Analytics, never fetched here. */
export function MetricCards() {
  return (
    <Grid $min="220px">
      {metricCards.map((metric) => (
        <Metric key={metric.title} metric={metric} />
      ))}
    </Grid>
  );
}
