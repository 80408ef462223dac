import type { TObject, TSchema } from '@sinclair/typebox';
import { Value, ValueErrorType } from '@sinclair/typebox/value';

/** Per-field texts attached to a schema property; `required` also covers blank and wrong-type values. */
export interface FieldMessages {
  required?: string;
  pattern?: string;
  tooLong?: string;
  invalid?: string;
}

export type FieldErrors = Record<string, string>;

export function messages(m: FieldMessages): { messages: FieldMessages } {
  return { messages: m };
}

function messageFor(property: TSchema | undefined, field: string, type: ValueErrorType): string {
  const m: FieldMessages = (property as { messages?: FieldMessages } | undefined)?.messages ?? {};
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
    case ValueErrorType.StringMinLength:
      return m.required ?? `${field} is required`;
    case ValueErrorType.StringPattern:
      return m.pattern ?? m.required ?? `${field} is invalid`;
    case ValueErrorType.StringMaxLength:
      return m.tooLong ?? `${field} is too long`;
    case ValueErrorType.ObjectAdditionalProperties:
      return `${field} is not an accepted field`;
    default:
      return m.invalid ?? m.required ?? `${field} is invalid`;
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
    const segments = error.path.split('/').filter(Boolean);
    const field =
      error.type === ValueErrorType.ObjectRequiredProperty || segments.length > 0
        ? (segments[0] ?? 'body')
        : 'body';
    if (errors[field]) continue;
    errors[field] = messageFor(schema.properties[field], field, error.type);
  }
  return errors;
}
