import type { FieldErrors } from '../../shared/validation.ts';

/** Moves focus to the first invalid control in screen order, so keyboard and screen reader users land on it. */
export function focusFirstError(idPrefix: string, order: readonly string[], errors: FieldErrors): void {
  const first = order.find((field) => errors[field]);
  if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The errors left once the given fields have been edited again. */
export function withoutErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  if (!fields.some((field) => errors[field])) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}
