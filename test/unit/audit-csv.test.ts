import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditCsv } from '../../src/server/core/audit/audit-csv.ts';
import type { AuditEntry } from '../../src/shared/audit.ts';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T14:00:00.000Z',
  action: 'create',
  actor: 'admin',
  ip: '198.51.100.4',
  articleId: 7,
  articleSlug: 'copper-keg',
  articleTitle: 'Copper Keg',
  unknownAccount: false,
  repeats: null,
  until: null,
  subject: null,
  documentId: null,
  documentTitle: null,
  note: null,
  ...over,
});

test('the CSV names each action as the screen does and says System for what nobody did', () => {
  assert.equal(
    auditCsv([entry({}), entry({ action: 'scheduled-publish', actor: null, ip: null }), entry({ action: 'checks-override', note: 'QP on leave, approved' })]),
    'Time (UTC),Action,By,IP address,Release or document,Slug,Note\r\n' +
      '2026-11-24T14:00:00.000Z,Created,admin,198.51.100.4,Copper Keg,copper-keg,\r\n' +
      '2026-11-24T14:00:00.000Z,Scheduled publication went live,System,,Copper Keg,copper-keg,\r\n' +
      '2026-11-24T14:00:00.000Z,Published despite check errors,admin,198.51.100.4,Copper Keg,copper-keg,"QP on leave, approved"\r\n',
  );
});

test('commas, quotes and line breaks are quoted, and a title a spreadsheet would run as a formula is not', () => {
  const [, row] = auditCsv([entry({ articleTitle: 'Drill "hits", 2025\nupdate' }), entry({ articleTitle: '=HYPERLINK("x")' })]).split('\r\n').slice(0, 2);
  assert.equal(row, '2026-11-24T14:00:00.000Z,Created,admin,198.51.100.4,"Drill ""hits"", 2025\nupdate",copper-keg,');
  assert.match(auditCsv([entry({ articleTitle: '=HYPERLINK("x")' })]), /,"'=HYPERLINK\(""x""\)",/);
});

test('a document posted and removed is named in the CSV, as the record of what the site carried', () => {
  const doc = { articleId: null, articleSlug: null, articleTitle: null, documentId: 4, documentTitle: 'Technical Report 2024' };
  assert.equal(
    auditCsv([entry({ ...doc, action: 'publish' }), entry({ ...doc, action: 'trash' })]).split('\r\n').slice(1, 3).join('\n'),
    '2026-11-24T14:00:00.000Z,Published,admin,198.51.100.4,Technical Report 2024,,\n2026-11-24T14:00:00.000Z,Moved to trash,admin,198.51.100.4,Technical Report 2024,,',
  );
});
