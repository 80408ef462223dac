import { atom, useAtomValue } from 'jotai';
import type { AdminConfig } from '../shared/admin-pages.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../shared/time-zone.ts';

export const adminConfigAtom = atom<AdminConfig>({
  siteUrl: '',
  gaMeasurementId: null,
  companyTimeZone: DEFAULT_COMPANY_TIME_ZONE,
  emailConfigured: false,
});

/** The zone publication times are entered and shown in (COMPANY_TIMEZONE), whatever the browser's own zone. */
export function useCompanyTimeZone(): string {
  return useAtomValue(adminConfigAtom).companyTimeZone;
}

/** Whether alerts are e-mailed (SMTP_URL set) or only written to the outbox folder. */
export function useEmailConfigured(): boolean {
  return useAtomValue(adminConfigAtom).emailConfigured;
}
