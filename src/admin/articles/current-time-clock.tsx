import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { formatInZone } from '../../shared/company-time.ts';
import { colors } from '../../ui/styles/theme.ts';
import { useCompanyTimeZone } from '../config.ts';


const Text = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${colors.muted};
`;

/**
 * The time in the company's zone, ticking every second, so a schedule can be set
 * against it. Rendered only in the browser: the server's clock would never match the first render.
 */
export function CurrentTimeClock({ id }: { id?: string }) {
  const zone = useCompanyTimeZone();
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!now) return null;
  return (
    <Text id={id}>
      Current time: <time dateTime={now.toISOString()}>{formatInZone(now, zone, true)}</time>
    </Text>
  );
}
