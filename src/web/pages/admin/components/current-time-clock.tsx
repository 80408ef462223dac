import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { colors } from '../../../styles/theme.ts';

const CLOCK = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

const Text = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

/**
 * The administrator's local time, ticking every second (SPEC section 9), so a schedule can be set
 * against it. Rendered only in the browser: the server's clock would never match the first render.
 */
export function CurrentTimeClock({ id }: { id?: string }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!now) return null;
  return (
    <Text id={id}>
      Current time: <time dateTime={now.toISOString()}>{CLOCK.format(now)}</time>
    </Text>
  );
}
