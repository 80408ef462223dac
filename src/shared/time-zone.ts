/** The company's head office; publication times are entered and read in this zone unless COMPANY_TIMEZONE says otherwise. */
export const DEFAULT_COMPANY_TIME_ZONE = 'America/Vancouver';

/** True for a zone this runtime's Intl knows (IANA names such as Asia/Tokyo, or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
