/** Settings the browser needs (serialized into every page); nothing secret. */
export interface PublicConfig {
  siteUrl: string;
  gaMeasurementId: string | null;
  leadFormScriptUrl: string | null;
  presentationFormUrl: string | null;
  newsletterFormUrl: string | null;
  contactFormUrl: string | null;
  /** IANA zone the admin enters and reads publication times in (COMPANY_TIMEZONE). */
  companyTimeZone: string;
}
