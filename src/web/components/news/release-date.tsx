import { useAtomValue } from 'jotai';
import { isoInZone, releaseDayStart } from '../../../shared/company-time.ts';
import { formatLongDate } from '../../../shared/format-date.ts';
import { publicConfigAtom } from '../../state/config.ts';

/**
 * A release's date as people read it ("March 4, 2025") and as machines do: an instant on that calendar day
 * in the company's zone, with its offset, so no reader places the release on the day before.
 */
export function ReleaseDate({ date }: { date: string }) {
  const zone = useAtomValue(publicConfigAtom).companyTimeZone;
  return <time dateTime={isoInZone(releaseDayStart(date, zone), zone)}>{formatLongDate(date)}</time>;
}
