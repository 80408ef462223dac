import { type Static, type TObject, type TUnion, Type } from '@sinclair/typebox';
import { type ValueError, ValueErrorType, Value } from '@sinclair/typebox/value';

/**
 * How a schema property speaks of itself. `label` is the field's name as the form shows it: every
 * default text starts with it, so no message about a declared field shows its property name. The
 * others replace the defaults.
 */
export interface FieldMessages {
  label: string;
  pattern?: string;
  invalid?: string;
}

/** One readable message per failing field, keyed by property name (or `body`). */
export const FieldErrors = Type.Record(Type.String(), Type.String());
export type FieldErrors = Static<typeof FieldErrors>;

export function messages(m: FieldMessages): { messages: FieldMessages } {
  return { messages: m };
}

/** PostgreSQL's `integer`: no id a client sends can be larger, so none reaches the database as an error. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A whole number within bounds, as query strings and path parameters carry them (converted from text). */
export function boundedInteger(label: string, minimum: number, maximum: number, options: { default?: number; invalid?: string } = {}) {
  const { invalid = `${label} must be a whole number from ${minimum} to ${maximum}`, ...rest } = options;
  return Type.Integer({ minimum, maximum, ...rest, ...messages({ label, invalid }) });
}

/** The id of a stored row in a URL. */
export const idParam = (label: string) => boundedInteger(label, 1, MAX_DATABASE_ID);

/** Text with at least one visible character: whitespace, zero-width and bidi controls alone look blank. */
export const VISIBLE_TEXT_PATTERN = '[^\\s\\u00ad\\u034f\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069]';
const VISIBLE_TEXT = new RegExp(VISIBLE_TEXT_PATTERN);

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && !VISIBLE_TEXT.test(value));

const declared = (schema: TObject, field: string): Partial<FieldMessages> =>
  (schema.properties?.[field] as { messages?: FieldMessages } | undefined)?.messages ?? {};

/** The label a property declares, or the property name for one the schema does not know. */
export function fieldLabel(schema: TObject, field: string): string {
  return declared(schema, field).label ?? field;
}

/**
 * A union's failure as the member of the value's own JSON type reports it, so a string too long for
 * a nullable text says "too long" rather than only "invalid".
 */
function closest(error: ValueError): ValueError {
  if (error.type !== ValueErrorType.Union) return error;
  const members = (error.schema as TUnion).anyOf;
  const index = members.findIndex((member) => member.type === typeof error.value);
  return (index === -1 ? undefined : error.errors[index]?.First()) ?? error;
}

function messageFor(schema: TObject, field: string, error: ValueError): string {
  if (error.type === ValueErrorType.ObjectAdditionalProperties) return `${field} is not an accepted field`;
  const m = declared(schema, field);
  const label = m.label ?? field;
  const required = `${label} is required`;
  if (schema.required?.includes(field) && isBlank(error.value)) return required;
  const { type, schema: failing } = closest(error);
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
    case ValueErrorType.StringMinLength:
      return required;
    case ValueErrorType.StringPattern:
      return m.pattern ?? m.invalid ?? `${label} is invalid`;
    case ValueErrorType.StringMaxLength:
      return `${label} must be at most ${failing.maxLength} characters`;
    default:
      return m.invalid ?? `${label} is invalid`;
  }
}

/**
 * Checks a value against an object schema and returns one readable message per failing field,
 * using the texts declared on the schema, so server and browser say exactly the same thing.
 */
export function fieldErrors(schema: TObject, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { body: 'Request body must be a JSON object' };
  }
  for (const error of Value.Errors(schema, value)) {
    const path = error.path.split('/').filter(Boolean);
    const nested = path.length > 1 ? nestedMessage(error) : null;
    const field = nested ? path.join('.') : (path[0] ?? 'body');
    if (errors[field]) continue;
    errors[field] = nested ?? messageFor(schema, field, error);
  }
  return errors;
}

/**
 * A failure inside a nested document (the company facts: `facts.phone.value`), said with the label its
 * own schema declares and keyed by its whole path, so the form can put it under the right input.
 */
function nestedMessage(error: ValueError): string | null {
  const m = (error.schema as { messages?: FieldMessages }).messages;
  if (!m) return null;
  switch (error.type) {
    case ValueErrorType.StringMinLength:
      return `${m.label} is required`;
    case ValueErrorType.StringPattern:
      return error.value === '' || (typeof error.value === 'string' && !VISIBLE_TEXT.test(error.value))
        ? `${m.label} is required`
        : (m.pattern ?? m.invalid ?? `${m.label} is invalid`);
    case ValueErrorType.StringMaxLength:
      return `${m.label} must be at most ${(error.schema as { maxLength?: number }).maxLength} characters`;
    default:
      return m.invalid ?? `${m.label} is invalid`;
  }
}
