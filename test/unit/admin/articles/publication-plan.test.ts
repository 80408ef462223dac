import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  answeredBody,
  CHOOSE_CORRECTION,
  checksSignature,
  mustAsk,
  NO_ANSWERS,
  planLine,
  planOutcome,
  publicationPlan,
  type SaveSituation,
  saveQuestions,
  statusLine,
  unanswered,
  withScheduleKept,
} from '../../../../src/admin/articles/publication-plan.ts';
import type { CheckItem } from '../../../../src/shared/checks/disclosure-checks.ts';
import { formatGoLive, zonedInputToInstant } from '../../../../src/shared/company-time.ts';

const ZONE = 'America/Vancouver';
const NOW = new Date('2026-11-24T18:00:00Z');

test('a go-live moment reads with its weekday and the zone the formatter names', () => {
  assert.equal(formatGoLive('2026-11-25T13:00:00Z', ZONE), 'Wednesday, November 25, 2026, 6:00 AM PDT');
});

test('the line under the Create form says what Create will do', () => {
  const line = (published: boolean, scheduledDate: string) => planLine(publicationPlan({ published, scheduledDate }, ZONE, NOW), ZONE);
  assert.equal(line(false, ''), 'Will be saved as a draft');
  assert.equal(line(true, ''), 'Will be published now');
  assert.equal(line(true, '2026-11-25T06:00'), 'Will be published now', 'Publish Now wins over a schedule');
  assert.equal(line(false, '2026-11-25T06:00'), 'Will go live Wednesday, November 25, 2026, 6:00 AM PDT');
  assert.equal(line(false, '2026-11-2'), 'Will be saved as a draft', 'an unreadable schedule is none');
  assert.equal(line(false, '2026-11-01T06:00'), 'Will be published now', 'a schedule already past goes public on save');
});

test('the success toast says what was done', () => {
  const outcome = (published: boolean, scheduledDate: string) => planOutcome(publicationPlan({ published, scheduledDate }, ZONE, NOW), ZONE);
  assert.equal(outcome(false, ''), 'Saved as draft');
  assert.equal(outcome(true, ''), 'Published');
  assert.equal(outcome(false, '2026-11-25T06:00'), 'Scheduled for Wednesday, November 25, 2026, 6:00 AM PDT');
});

test('the Edit dialog status line tells where the release stands, and what Update changes', () => {
  const plan = (published: boolean, scheduledDate = '') => publicationPlan({ published, scheduledDate }, ZONE, NOW);
  const PUBLIC = { status: 'Published', scheduledDate: null } as const;
  // Stored as the instant the zone data give for 06:00 there.
  const at = plan(false, '2026-11-25T06:00');
  const SCHEDULED = { status: 'Scheduled', scheduledDate: at.kind === 'scheduled' ? at.at.toISOString() : null } as const;
  const DRAFT = { status: 'Draft', scheduledDate: null } as const;
  assert.equal(statusLine(plan(true), PUBLIC, false, ZONE), 'Public: visitors see this version', 'not "Will be published now"');
  const PUBLIC_SINCE = { ...PUBLIC, publicSince: zonedInputToInstant('2026-11-24T09:00', ZONE)!.toISOString() };
  assert.equal(statusLine(plan(true), PUBLIC_SINCE, false, ZONE), 'Public since Tuesday, November 24, 2026, 9:00 AM PDT: visitors see this version');
  assert.equal(statusLine(plan(true), PUBLIC, true, ZONE), 'Public and changed: Update Article makes your changes public at once');
  assert.equal(statusLine(plan(false), PUBLIC, true, ZONE), 'Public now: Update Article takes it off the site, as a draft');
  assert.equal(statusLine(plan(false, '2026-11-25T06:00'), SCHEDULED, false, ZONE), 'Scheduled for Wednesday, November 25, 2026, 6:00 AM PDT');
  assert.equal(statusLine(plan(false, '2026-11-25T06:00'), SCHEDULED, true, ZONE), 'Scheduled, changed: goes live with your changes Wednesday, November 25, 2026, 6:00 AM PDT');
  assert.equal(statusLine(plan(false, '2026-11-26T06:00'), SCHEDULED, true, ZONE), 'Will go live Thursday, November 26, 2026, 6:00 AM PDT', 'a moved schedule');
  assert.equal(statusLine(plan(false), DRAFT, false, ZONE), 'Draft: not on the site');
  assert.equal(statusLine(plan(true), DRAFT, true, ZONE), 'Will be published now');
});

const values = { title: 'Drilling Begins', slug: 'drilling-begins', content: '<p>Crews arrive.</p>', emailSubscribers: true };
type Values = typeof values;
const ERROR: CheckItem = { code: 'broken-link', message: 'The link to /x leads to no page of this site.', match: '/x' };

function situation(patch: Partial<SaveSituation<Values>> = {}): SaveSituation<Values> {
  return { initial: values, values, public: true, plan: { kind: 'now' }, checkErrors: [], kept: null, ...patch };
}

test('saving a changed public release asks once for everything: correction, override reason and the address change', () => {
  const changed = { ...values, title: 'Drilling Begun', slug: 'drilling-begun' };
  const questions = saveQuestions(situation({ values: changed, checkErrors: [ERROR] }));
  assert.deepEqual(questions, { correction: true, override: { kept: null }, addressChange: { from: 'drilling-begins', to: 'drilling-begun' } });
  assert.equal(mustAsk(questions), true);
});

test('nothing is asked of a draft, a new release without errors, or an unchanged public release', () => {
  const none = { correction: false, override: null, addressChange: null };
  assert.deepEqual(saveQuestions(situation({ public: false, plan: { kind: 'draft' }, values: { ...values, slug: 'other' }, checkErrors: [ERROR] })), none);
  assert.deepEqual(saveQuestions(situation({ initial: null, public: false })), none);
  assert.deepEqual(saveQuestions(situation()), none);
  assert.equal(mustAsk(none), false);
});

test('a metadata-only save of a public release asks no correction', () => {
  const questions = saveQuestions(situation({ values: { ...values, emailSubscribers: false } }));
  assert.equal(questions.correction, false);
  assert.equal(mustAsk(questions), false);
});

test('taking a public release off the site, or scheduling it, is no correction', () => {
  const changed = { ...values, title: 'Drilling Begun' };
  assert.equal(saveQuestions(situation({ values: changed, plan: { kind: 'draft' } })).correction, false);
  assert.equal(saveQuestions(situation({ values: changed, plan: { kind: 'scheduled', at: new Date('2027-01-01T00:00:00Z') } })).correction, false);
});

test('the override reason given for the same checks is kept for the next save, and asked again when the checks differ', () => {
  const kept = { signature: checksSignature([ERROR]), reason: 'The page goes up with the release.' };
  const same = saveQuestions(situation({ checkErrors: [ERROR], kept }));
  assert.deepEqual(same.override, { kept: 'The page goes up with the release.' });
  assert.equal(mustAsk(same), false, 'not asked again');
  assert.deepEqual(answeredBody({ title: 'x' }, same, NO_ANSWERS), { title: 'x', override: { reason: 'The page goes up with the release.' } });
  const other: CheckItem = { ...ERROR, match: '/y' };
  assert.deepEqual(saveQuestions(situation({ checkErrors: [ERROR, other], kept })).override, { kept: null });
  assert.equal(checksSignature([other, ERROR]), checksSignature([ERROR, other]), 'order does not matter');
});

test('the answers go into the body: a correction with its note, a minor edit without, and the reason where asked', () => {
  const questions = { correction: true, override: { kept: null }, addressChange: null };
  const answers = { correction: 'correction', note: 'The date was wrong.', reason: 'Approved.' } as const;
  assert.deepEqual(answeredBody({ title: 'x' }, questions, answers), { title: 'x', correctionNote: 'The date was wrong.', override: { reason: 'Approved.' } });
  assert.deepEqual(answeredBody({ title: 'x' }, { ...questions, override: null }, { ...answers, correction: 'minor' }), { title: 'x' });
  assert.deepEqual(unanswered(questions, NO_ANSWERS), { correctionKind: CHOOSE_CORRECTION });
  assert.deepEqual(unanswered(questions, answers), {});
});

test('switching Published on clears the schedule, and switching it off again puts the schedule back', () => {
  const on = withScheduleKept({ scheduledDate: '2030-01-15T06:00' }, { published: true }, '');
  assert.deepEqual(on, { patch: { published: true, scheduledDate: '' }, setAside: '2030-01-15T06:00' });
  const off = withScheduleKept({ scheduledDate: '' }, { published: false }, on.setAside);
  assert.deepEqual(off, { patch: { published: false, scheduledDate: '2030-01-15T06:00' }, setAside: '' });
  assert.deepEqual(withScheduleKept({ scheduledDate: '' }, { published: false }, ''), { patch: { published: false }, setAside: '' }, 'nothing to put back');
  const move = { title: 'x', scheduledDate: '2030-02-01T06:00' };
  assert.deepEqual(withScheduleKept({ scheduledDate: '2030-01-15T06:00' }, move, ''), { patch: move, setAside: '' }, 'other changes pass as they are');
});
