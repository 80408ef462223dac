import { Type } from '@sinclair/typebox';
import { TZDate } from '@date-fns/tz';
import type { CheckItem, CheckResults } from './checks/disclosure-checks.ts';
import { formatInZone } from './company-time.ts';
import { Nullable } from './schema-types.ts';
import { messages } from './validation.ts';
import { LocalTimeInput, localTimeToInstant, zonedTimeFields } from './zoned-time.ts';

/**
 * Newswire first (National Policy 51-201): material news goes out on a newswire and is filed on SEDAR+
 * before the website carries it. A release records when the wire carried it and where it is filed; the
 * checks refuse a site that would go public before the wire, and a release can wait for the wire.
 */

/** The categories that carry material news. */
export const MATERIAL_CATEGORIES: readonly string[] = ['Company News', 'Project Updates'];

export const FILING_URL_MAX_LENGTH = 2000;
export const FILING_URL_MESSAGE = 'Filing link must be an https:// address';
export const NEWSWIRE_MISSING = 'When did the newswire carry it?';
export const NEWSWIRE_AFTER_SITE = 'The newswire carries it after the site would publish it: material news goes out on the newswire first.';
export const FILED_ON_SEDAR = 'Filed on SEDAR+';
export const TRADING_HOURS_REMINDER =
  'This material news would go public during trading hours (6:30 AM to 1:00 PM Pacific): Market Surveillance must be told before material news is released during trading hours.';
export const WIRE_CROSSED = 'Wire crossed';
export const HELD_FOR_WIRE = 'Held for the wire';
export const NOT_HELD = 'This release is not waiting for the wire';

/** The line under a release's title and in its feed item. */
export const disseminationLine = (source: string, at: Date | string, zone: string) => `Disseminated by ${source} on ${formatInZone(at, zone)}`;

/** What the IR manager sets of the newswire on a release (POST and PUT /api/admin/articles). */
export const NewswireInput = {
  /** When the newswire carried it, typed in the company's zone; empty clears it, absent leaves it as it is. */
  disseminatedLocal: LocalTimeInput('Newswire time'),
  filingUrl: Type.Optional(
    Nullable(Type.String({ maxLength: FILING_URL_MAX_LENGTH, pattern: '^$|^https://[^\\s/?#]+\\.[^\\s/?#]+([/?#]\\S*)?$' }), messages({ label: 'Filing link', pattern: FILING_URL_MESSAGE, invalid: FILING_URL_MESSAGE })),
  ),
  /** Goes public at the later of its schedule and the moment the wire crosses. */
  holdForWire: Type.Optional(Type.Boolean(messages({ label: 'Hold for the wire', invalid: 'Hold for the wire must be true or false' }))),
  /** Answer fields an unchanged admin answer carries back; the server ignores them. */
  disseminatedAt: Type.Optional(Nullable(Type.String())),
  disseminatedLabel: Type.Optional(Nullable(Type.String())),
  heldForWire: Type.Optional(Type.Boolean()),
};

/** What visitors receive: when the wire carried it, and its filing. */
export const PublicNewswire = { disseminatedAt: Nullable(Type.String()), filingUrl: Nullable(Type.String()) };

/** What the admin receives besides: the newswire time as typed and labelled, the hold, and whether it is waiting now. */
export const AdminNewswire = { ...zonedTimeFields('disseminated'), holdForWire: Type.Boolean(), heldForWire: Type.Boolean() };

/** When a save would make the release public: now when published, its schedule when scheduled, null for a draft. */
export function goLiveOf(input: { published: boolean; scheduledLocal?: string | null; scheduledDate?: string | null }, now: Date, zone: string): Date | null {
  if (input.published) return now;
  const at = input.scheduledLocal !== undefined ? (input.scheduledLocal ? localTimeToInstant(input.scheduledLocal, zone) : null) : input.scheduledDate ? new Date(input.scheduledDate) : null;
  if (!at || Number.isNaN(at.getTime())) return null;
  return at.getTime() < now.getTime() ? now : at;
}

/**
 * The newswire-first checks of a material release going public at `goLive` (null: a draft, unchecked): a
 * newswire time after it is an error; none is a warning, unless the release waits for the wire.
 */
export function newswireChecks(release: { category: string; disseminatedAt: Date | null; holdForWire: boolean }, goLive: Date | null): CheckResults {
  const none: CheckResults = { errors: [], warnings: [] };
  if (!goLive || !MATERIAL_CATEGORIES.includes(release.category)) return none;
  if (release.disseminatedAt === null) {
    return release.holdForWire ? none : { errors: [], warnings: [{ code: 'newswire-missing', match: '', message: NEWSWIRE_MISSING }] };
  }
  if (release.disseminatedAt.getTime() <= goLive.getTime()) return none;
  const item: CheckItem = { code: 'newswire-after-site', match: release.disseminatedAt.toISOString(), message: NEWSWIRE_AFTER_SITE };
  return { errors: [item], warnings: [] };
}

/**
 * Whether `at` falls in the exchange's trading hours: 9:30 to 16:00 in Toronto on a weekday, which is
 * 6:30 AM to 1:00 PM Pacific (the exchange keeps Eastern time; British Columbia's own clock may differ).
 */
export function duringTradingHours(at: Date): boolean {
  const t = new TZDate(at.getTime(), 'America/Toronto');
  const day = t.getDay();
  const minutes = t.getHours() * 60 + t.getMinutes();
  return day >= 1 && day <= 5 && minutes >= 9 * 60 + 30 && minutes < 16 * 60;
}

/** The publish dialog's reminder, or null: material news going public during trading hours. */
export function tradingHoursReminder(category: string, goLive: Date | null): string | null {
  return goLive && MATERIAL_CATEGORIES.includes(category) && duringTradingHours(goLive) ? TRADING_HOURS_REMINDER : null;
}
