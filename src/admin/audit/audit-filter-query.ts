import type { AuditAction, AuditFilter } from '../../shared/audit.ts';
import { zonedInputToInstant } from '../../shared/company-time.ts';

/** The filter form as typed: calendar days in the company's zone, '' for no limit. */
export interface AuditFilterValues {
  action: AuditAction | '';
  release: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTER: AuditFilterValues = { action: '', release: '', from: '', to: '' };

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The API's filter: From is the start of its day in the company's zone, To the end of its day. */
export function auditFilter(values: AuditFilterValues, zone: string): AuditFilter {
  const from = values.from ? zonedInputToInstant(`${values.from}T00:00`, zone) : null;
  const to = values.to ? zonedInputToInstant(`${dayAfter(values.to)}T00:00`, zone) : null;
  return {
    ...(values.action ? { action: values.action } : {}),
    ...(values.release.trim() ? { release: values.release.trim() } : {}),
    ...(from ? { from: from.toISOString() } : {}),
    ...(to ? { to: to.toISOString() } : {}),
  };
}
