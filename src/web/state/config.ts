import { atom } from 'jotai';
import type { PublicConfig } from '../../shared/public-config.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../shared/time-zone.ts';

/** Hydrated from the server on every page (see app.tsx); third-party features read it to decide to load. */
export const publicConfigAtom = atom<PublicConfig>({
  siteUrl: '',
  gaMeasurementId: null,
  leadFormScriptUrl: null,
  presentationFormUrl: null,
  newsletterFormUrl: null,
  contactFormUrl: null,
  companyTimeZone: DEFAULT_COMPANY_TIME_ZONE,
});
