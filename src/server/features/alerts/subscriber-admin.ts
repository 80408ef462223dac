import type { AdminSubscriber, SubscriberList, SubscriberQuery, SubscriberStatus } from '../../../shared/alerts.ts';
import { SUBSCRIBER_PAGE_MAX, SUBSCRIBER_STATUSES } from '../../../shared/alerts.ts';
import { AlertDelivery } from '../../db/entities/alert-delivery.entity.ts';
import { AlertSubscriber } from '../../db/entities/alert-subscriber.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';

const NOT_FOUND = 'Subscriber not found';
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function toAdminSubscriber(s: AlertSubscriber): AdminSubscriber {
  return {
    id: s.id,
    email: s.email,
    categories: s.categories,
    status: s.status as SubscriberStatus,
    createdAt: s.createdAt.toISOString(),
    confirmedAt: iso(s.confirmedAt),
    unsubscribedAt: iso(s.unsubscribedAt),
    consent: { at: s.consentAt.toISOString(), ip: s.consentIp ?? null, userAgent: s.consentUserAgent ?? null, text: s.consentText, location: s.consentLocation },
  };
}

const CSV_COLUMNS = ['email', 'status', 'categories', 'consent_at', 'consent_ip', 'consent_user_agent', 'consent_location', 'consent_text', 'confirmed_at', 'unsubscribed_at'];

/** A spreadsheet must never run a cell as a formula (=, +, -, @), and quotes double. */
function csvCell(value: string | null): string {
  const text = value ?? '';
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
}

export interface SubscriberAdmin {
  list(query: SubscriberQuery, emailConfigured: boolean): Promise<SubscriberList>;
  csv(): Promise<string>;
  remove(id: number, actor: Actor): Promise<void>;
}

/** `forgetUnconfirmed` runs before each listing, so the admin never sees an address past its 30 days. */
export function subscriberAdmin(db: Db, clock: () => Date, forgetUnconfirmed: () => Promise<number>): SubscriberAdmin {
  return {
    async list({ q, status }, emailConfigured) {
      await forgetUnconfirmed();
      return db.run(async (em) => {
        const where = {
          ...(q ? { email: { $ilike: `%${q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` } } : {}),
          ...(status ? { status } : {}),
        };
        const rows = await em.find(AlertSubscriber, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: SUBSCRIBER_PAGE_MAX });
        const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
        for (const s of SUBSCRIBER_STATUSES) counts[s] = await em.count(AlertSubscriber, { status: s });
        return { subscribers: rows.map(toAdminSubscriber), counts, emailConfigured };
      });
    },
    async csv() {
      const rows = await db.run((em) => em.find(AlertSubscriber, {}, { orderBy: { id: 'asc' } }));
      const lines = rows.map((s) => {
        const r = toAdminSubscriber(s);
        return [r.email, r.status, r.categories.join('; '), r.consent.at, r.consent.ip, r.consent.userAgent, r.consent.location, r.consent.text, r.confirmedAt, r.unsubscribedAt]
          .map(csvCell)
          .join(',');
      });
      return `${[CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
    },
    async remove(subscriberId, actor) {
      await db.transaction(async (em) => {
        const subscriber = await em.findOne(AlertSubscriber, { id: subscriberId });
        if (!subscriber) throw new HttpProblem(404, NOT_FOUND);
        await em.nativeDelete(AlertDelivery, { subscriberId });
        em.remove(subscriber);
        // The address itself is what was asked to be forgotten: the record says only that one was.
        addAuditEvent(em, clock(), 'subscriber-delete', actor);
        await em.flush();
      });
    },
  };
}
