import { type Static, Type } from '@sinclair/typebox';
import { idParam, messages } from './validation.ts';

const Count = (label: string) =>
  Type.Integer({ minimum: 0, maximum: 10_000_000_000, ...messages({ label, invalid: `${label} must be a whole number of at least 0` }) });

/** POST /api/admin/share-structure: one reading of the share capital on a date. Fully diluted is computed, never sent. */
export const ShareReadingInput = Type.Object(
  {
    asOf: Type.String({
      pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
      ...messages({ label: 'As of', pattern: 'As of must be a date (YYYY-MM-DD)' }),
    }),
    sharesOutstanding: Count('Shares outstanding'),
    warrants: Count('Warrants'),
    options: Count('Options'),
  },
  { additionalProperties: false },
);
export type ShareReadingInput = Static<typeof ShareReadingInput>;

export const ShareReading = Type.Object({
  id: Type.Integer(),
  asOf: Type.String(),
  sharesOutstanding: Type.Integer(),
  warrants: Type.Integer(),
  options: Type.Integer(),
  fullyDiluted: Type.Integer(),
  createdAt: Type.String(),
  createdBy: Type.Union([Type.String(), Type.Null()]),
});
export type ShareReading = Static<typeof ShareReading>;

const EARLIEST_AS_OF = '2000-01-01';

/** Why a reading's date (a real YYYY-MM-DD) cannot be recorded on the company's `today`, or null when it can. */
export function asOfProblem(asOf: string, today: string): string | null {
  if (asOf < EARLIEST_AS_OF) return 'As of cannot be before 2000';
  if (asOf > today) return 'As of cannot be after today';
  return null;
}

export const fullyDiluted = (r: Pick<ShareReadingInput, 'sharesOutstanding' | 'warrants' | 'options'>) => r.sharesOutstanding + r.warrants + r.options;

export const ShareReadingIdParams = Type.Object({ id: idParam('Reading id') });
