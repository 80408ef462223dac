// Runs on PGlite too: every publishable kind's rows go through the one write path and the one Trash on the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { AuditAction, AuditPage } from '../../src/shared/audit.ts';
import { zonedInputToInstant } from '../../src/shared/company-time.ts';
import type { AdminDocument, PublicDocument } from '../../src/shared/document-library.ts';
import type { AdminEvent } from '../../src/shared/events.ts';
import { NEWS_LIST_PATH } from '../../src/shared/news-list.ts';
import type { SlotPhoto } from '../../src/shared/photos.ts';
import type { ShareReading } from '../../src/shared/share-structure.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/shared/time-zone.ts';
import type { PublishableKind, TrashedItem } from '../../src/shared/trash.ts';
import { testClock } from '../helpers/clock.ts';
import { documentForm, pdfFile } from '../helpers/documents.ts';
import { cameraJpeg, multipartBody } from '../helpers/images.ts';
import { ARTICLE, publishingApp, publicSurfaces } from '../helpers/publishing.ts';

const NINE = '2026-11-28T09:00';
const MINUTE = 60_000;
/** 09:00 on November 28 in the company's zone, by the zone data (Intl) of the process the server runs in. */
const AT = zonedInputToInstant(NINE, DEFAULT_COMPANY_TIME_ZONE)!;

type Call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;

interface Item {
  id: number | string;
  version: number;
}

/** One kind as the IR manager's API and the public site show it; the lifecycle below is the same for all. */
interface KindCase {
  kind: PublishableKind;
  /** Created as a draft where the kind has drafts (it is then scheduled), else public at once. */
  create(): Promise<Item>;
  /** What the creation is audited as: public at once where there is no draft; a gallery photograph shows once captioned. */
  created: AuditAction[];
  /** Sets the schedule "09:00 company time" with the item's version: the kinds that schedule. */
  schedule?(item: Item): Promise<LightMyRequestResponse>;
  /** An edit on `version`: the kinds that are edited (a share reading is recorded, never edited). */
  edit?(item: Item, version: number): Promise<LightMyRequestResponse>;
  deleteUrl(item: Item): string;
  /** Whether each listing, address and search of the public site shows it. */
  seen(item: Item): Promise<Record<string, boolean>>;
}

function cases(app: FastifyInstance, call: Call, upload: (url: string, payload: { payload: Buffer; headers: Record<string, string> }) => Promise<LightMyRequestResponse>): KindCase[] {
  const get = (url: string) => app.inject({ method: 'GET', url });
  const page = async (url: string) => {
    const response = await get(url);
    assert.equal(response.statusCode, 200, url);
    return response.body;
  };
  const created = <T>(response: LightMyRequestResponse): T => {
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as T;
  };
  const document = { title: 'Notice of Meeting 2026 Lifecycle', kind: 'agm-notice', documentDate: '2026-11-02', description: 'The lifecycle notice.' };
  const event = { title: 'Lifecycle Investor Day', kind: 'conference', startsAtLocal: '2027-01-25T10:30', endsAtLocal: null, location: 'Vancouver', description: '', url: '' };
  const caption = { title: 'Lifecycle Core Trays', description: 'Core laid out for logging.', alt: 'Core trays in a shed', project: 'Copper Keg Project', location: 'British Columbia', category: 'Operations' };
  return [
    {
      kind: 'article',
      create: async () => created<AdminArticle>(await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'lifecycle-release' })),
      created: ['create'],
      schedule: (item) => call('PUT', `/api/admin/articles/${item.id}`, { ...ARTICLE, slug: 'lifecycle-release', scheduledLocal: NINE, version: item.version }),
      edit: (item, version) => call('PUT', `/api/admin/articles/${item.id}`, { ...ARTICLE, slug: 'lifecycle-release', published: true, source: 'Edited', version }),
      deleteUrl: (item) => `/api/admin/articles/${item.id}`,
      async seen() {
        const surfaces = await publicSurfaces(app, 'lifecycle-release', 'porphyry');
        return { ...surfaces, detail: surfaces.detail === 200, newsPage: (await page(NEWS_LIST_PATH)).includes('/articles/lifecycle-release') };
      },
    },
    {
      kind: 'document',
      async create() {
        const form = documentForm({ ...document, published: 'false' }, { name: 'notice.pdf', data: await pdfFile() });
        return created<AdminDocument>(await upload('/api/admin/documents', form));
      },
      created: ['create'],
      schedule: (item) => call('PUT', `/api/admin/documents/${item.id}`, { ...document, published: false, scheduledLocal: NINE, version: item.version }),
      edit: (item, version) => call('PUT', `/api/admin/documents/${item.id}`, { ...document, published: true, description: 'Edited.', version }),
      deleteUrl: (item) => `/api/admin/documents/${item.id}`,
      async seen(item) {
        const listed = ((await get('/api/documents?kind=agm-notice')).json() as PublicDocument[]).find((d) => d.title === document.title);
        const search = (await get('/api/search?q=lifecycle')).json() as { documents: { title: string }[] };
        return {
          listed: listed !== undefined,
          file: (await get(`/documents/${item.id}/notice.pdf`)).statusCode === 200,
          search: search.documents.some((d) => d.title === document.title),
        };
      },
    },
    {
      kind: 'event',
      create: async () => created<AdminEvent>(await call('POST', '/api/admin/events', event)),
      created: ['create', 'publish'],
      edit: (item, version) => call('PUT', `/api/admin/events/${item.id}`, { ...event, location: 'Online', version }),
      deleteUrl: (item) => `/api/admin/events/${item.id}`,
      async seen(item) {
        return {
          calendar: (await get('/events.ics')).body.includes(`event-${item.id}@`),
          file: (await get(`/events/${item.id}.ics`)).statusCode === 200,
          page: (await page('/investors/agm-events')).includes(event.title),
        };
      },
    },
    {
      kind: 'share-reading',
      async create() {
        const reading = created<ShareReading>(await call('POST', '/api/admin/share-structure', { asOf: '2026-11-27', sharesOutstanding: 43_210_987, warrants: 1, options: 2 }));
        return { id: reading.id, version: 1 };
      },
      created: ['create', 'publish'],
      deleteUrl: (item) => `/api/admin/share-structure/${item.id}`,
      seen: async () => ({ stockPage: (await page('/investors/stock-information')).includes('43,210,987') }),
    },
    {
      kind: 'photo',
      async create() {
        const photo = created<SlotPhoto>(await upload('/api/admin/photos/gallery-core-samples', multipartBody({ name: 'trays.jpg', type: 'image/jpeg', data: await cameraJpeg() })));
        const captioned = await call('PUT', '/api/admin/photos/gallery-core-samples', { ...caption, version: photo.version });
        assert.equal(captioned.statusCode, 200, captioned.body);
        return { id: photo.slot, version: (captioned.json() as SlotPhoto).version };
      },
      created: ['create', 'publish', 'update'],
      edit: (_item, version) => call('PUT', '/api/admin/photos/gallery-core-samples', { ...caption, description: 'Edited.', version }),
      deleteUrl: () => '/api/admin/photos/gallery-core-samples',
      seen: async () => ({ gallery: (await page('/projects/gallery')).includes(caption.title) }),
    },
  ];
}

const everywhere = (seen: Record<string, boolean>, shown: boolean) => Object.fromEntries(Object.keys(seen).map((where) => [where, shown]));

test('every publishable kind goes through one lifecycle: created, scheduled for 09:00 company time and public on that minute, 409 when stale, trashed, restored and purged, audited with the same verbs', async (t) => {
  // The evening before, in Vancouver.
  const clock = testClock('2026-11-28T04:00:00Z');
  const { app, call } = await publishingApp(t, clock, { pages: true });
  const { token } = (await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'api-admin-password-123' } })).json() as { token: string };
  const upload = (url: string, { payload, headers }: { payload: Buffer; headers: Record<string, string> }) => app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  const kinds = cases(app, call, upload);
  const items = new Map<PublishableKind, Item>();

  for (const kind of kinds) {
    const item = await kind.create();
    items.set(kind.kind, item);
    const seen = await kind.seen(item);
    assert.deepEqual(seen, everywhere(seen, !kind.schedule), `${kind.kind}: a draft is nowhere, what has no draft is public at once`);
    if (!kind.schedule) continue;
    const scheduled = await kind.schedule(item);
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    const answer = scheduled.json() as { scheduledDate: string; version: number };
    assert.equal(answer.scheduledDate, AT.toISOString(), `${kind.kind}: 09:00 where the company is`);
    items.set(kind.kind, { id: item.id, version: answer.version });
  }

  clock.advance(AT.getTime() - MINUTE - clock.now().getTime());
  for (const kind of kinds.filter((k) => k.schedule)) {
    const seen = await kind.seen(items.get(kind.kind)!);
    assert.deepEqual(seen, everywhere(seen, false), `${kind.kind}: not a minute before`);
  }
  clock.advance(MINUTE);
  for (const kind of kinds) {
    const seen = await kind.seen(items.get(kind.kind)!);
    assert.deepEqual(seen, everywhere(seen, true), `${kind.kind}: public from the minute`);
  }

  for (const kind of kinds) {
    const item = items.get(kind.kind)!;
    if (kind.edit) {
      const edited = await kind.edit(item, item.version);
      assert.equal(edited.statusCode, 200, `${kind.kind}: ${edited.body}`);
      const stale = await kind.edit(item, item.version);
      assert.equal(stale.statusCode, 409, `${kind.kind}: an edit on the version it replaced`);
      assert.match((stale.json() as { message: string }).message, /changed elsewhere; reload to see the latest version$/);
    }

    assert.equal((await call('DELETE', kind.deleteUrl(item))).statusCode, 204, `${kind.kind}: deleted`);
    const trashed = (await call('GET', '/api/admin/trash')).json() as TrashedItem[];
    const entry = trashed.find((e) => e.kind === kind.kind && e.id === item.id);
    assert.ok(entry && entry.trashedAt === clock.now().toISOString() && entry.title, `${kind.kind}: in the Trash as { kind, id, title, trashedAt }`);
    let seen = await kind.seen(item);
    assert.deepEqual(seen, everywhere(seen, false), `${kind.kind}: trashed, gone from every public address at once`);

    assert.equal((await call('POST', `/api/admin/trash/${kind.kind}/${item.id}/restore`)).statusCode, 204, `${kind.kind}: restored`);
    seen = await kind.seen(item);
    assert.deepEqual(seen, everywhere(seen, true), `${kind.kind}: back everywhere`);

    assert.equal((await call('DELETE', kind.deleteUrl(item))).statusCode, 204);
    assert.equal((await call('DELETE', `/api/admin/trash/${kind.kind}/${item.id}`)).statusCode, 204, `${kind.kind}: purged`);
    assert.ok(!((await call('GET', '/api/admin/trash')).json() as TrashedItem[]).some((e) => e.kind === kind.kind && e.id === item.id), `${kind.kind}: gone from the Trash`);
    assert.equal((await call('POST', `/api/admin/trash/${kind.kind}/${item.id}/restore`)).statusCode, 404, `${kind.kind}: nothing left to restore`);
  }
  assert.equal((await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'lifecycle-release' })).statusCode, 201, 'the purged release’s slug is free again');

  const log = ((await call('GET', '/api/admin/audit?limit=200')).json() as AuditPage).entries;
  const tail: AuditAction[] = ['trash', 'trash-restore', 'trash', 'purge'];
  for (const kind of kinds) {
    const id = String(items.get(kind.kind)!.id);
    const verbs = log.filter((e) => e.itemKind === kind.kind && e.itemId === id).map((e) => e.action).reverse();
    const scheduled: AuditAction[] = kind.schedule ? ['update', 'schedule', 'scheduled-publish'] : [];
    const edited: AuditAction[] = kind.edit ? ['update'] : [];
    assert.deepEqual(verbs, [...kind.created, ...scheduled, ...edited, ...tail], `${kind.kind}: the same verbs as every kind`);
  }
});
