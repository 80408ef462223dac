import { useAtomValue } from 'jotai';
import { publicConfigAtom } from '../../state/config.ts';

/** The zone publication times are entered and shown in (COMPANY_TIMEZONE), whatever the browser's own zone. */
export function useCompanyTimeZone(): string {
  return useAtomValue(publicConfigAtom).companyTimeZone;
}
