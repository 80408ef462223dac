import { keyframes, styled } from 'styled-components';
import { colors, media } from '../../styles/theme.ts';

const EASTERN_CLOCK = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', hour: 'numeric', minute: '2-digit', hour12: true });

/** The time of day in Toronto, composed from parts so server and browser render the same text. */
export function formatEasternClock(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => EASTERN_CLOCK.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ET`;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} { animation-duration: 2.4s; }
`;

const Status = styled.span`
  font-size: 0.85rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;

/** Beside the Refresh button: that a refresh is under way, else when the server last fetched the quote. */
export function RefreshStatus(props: { loading: boolean; fetchedAt: string | undefined }) {
  const text = props.loading ? 'Refreshing quote…' : props.fetchedAt ? `Quote checked ${formatEasternClock(props.fetchedAt)}` : '';
  return (
    <Status role="status" data-testid="refresh-status">
      {text}
    </Status>
  );
}
