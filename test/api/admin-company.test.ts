import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuditPage } from '../../src/shared/audit.ts';
import { type CompanyFactsState, SEED_COMPANY_FACTS } from '../../src/shared/company-facts.ts';
import type { Revision } from '../../src/shared/company-revision.ts';
import { publishingApp } from '../helpers/publishing.ts';

type Call = Awaited<ReturnType<typeof publishingApp>>['call'];

async function facts(call: Call): Promise<CompanyFactsState> {
  const response = await call('GET', '/api/admin/company');
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as CompanyFactsState;
}

test('a fresh install answers the seeded facts at version 0, every placeholder unconfirmed', async (t) => {
  const { call } = await publishingApp(t);
  const state = await facts(call);
  assert.deepEqual(state, { version: 0, facts: SEED_COMPANY_FACTS });
  assert.equal(state.facts.phone.value, '+1 (604) 000-0000');
  assert.equal(state.facts.phone.confirmed, false);
  assert.equal(state.facts.officers.value[0]!.name, '[President & CEO name]');
});

test('the company facts need a session', async (t) => {
  const { app } = await publishingApp(t);
  for (const [method, url] of [['GET', '/api/admin/company'], ['PUT', '/api/admin/company'], ['GET', '/api/admin/company/revisions']] as const) {
    const response = await app.inject({ method, url, payload: method === 'PUT' ? { version: 0, facts: SEED_COMPANY_FACTS } : undefined });
    assert.equal(response.statusCode, 401, `${method} ${url}`);
  }
});

test('a save with the version read is kept, revisioned and audited with the facts it changed', async (t) => {
  const { call } = await publishingApp(t);
  const state = await facts(call);
  const edited = structuredClone(state.facts);
  edited.phone = { value: '+1 (604) 555-0199 ext. 12', confirmed: true };
  edited.officers.value = [{ ...edited.officers.value[1]!, name: 'Jane Example' }, edited.officers.value[0]!];
  const saved = await call('PUT', '/api/admin/company', { version: 0, facts: edited });
  assert.equal(saved.statusCode, 200, saved.body);
  assert.deepEqual(saved.json(), { version: 1, facts: edited });
  assert.deepEqual(await facts(call), { version: 1, facts: edited }, 'the team in its new order and membership');

  const revisions = (await call('GET', '/api/admin/company/revisions')).json() as Revision[];
  assert.deepEqual(revisions.map((r) => [r.version, r.username]), [[1, 'admin']]);
  assert.deepEqual(revisions[0]!.snapshot, edited);

  const [entry] = ((await call('GET', '/api/admin/audit')).json() as AuditPage).entries;
  assert.equal(entry!.action, 'company-update');
  assert.equal(entry!.actor, 'admin');
  assert.equal(entry!.subject, 'Company facts: Phone, Management team');
});

test('a save from a stale version is refused with 409 and changes nothing', async (t) => {
  const { call } = await publishingApp(t);
  const { facts: seed } = await facts(call);
  const first = await call('PUT', '/api/admin/company', { version: 0, facts: { ...seed, email: { value: 'ir@example.com', confirmed: true } } });
  assert.equal(first.statusCode, 200, first.body);
  const stale = await call('PUT', '/api/admin/company', { version: 0, facts: { ...seed, email: { value: 'other@example.com', confirmed: true } } });
  assert.equal(stale.statusCode, 409);
  assert.deepEqual(stale.json(), { message: 'The company facts were changed elsewhere; reload to see the latest version' });
  assert.equal((await facts(call)).facts.email.value, 'ir@example.com');
});

test('each invalid fact is refused with 400 and a message naming its field', async (t) => {
  const { call } = await publishingApp(t);
  const { facts: seed } = await facts(call);
  const cases: [string, object, string, string][] = [
    ['phone', { phone: { value: 'call us', confirmed: true } }, 'facts.phone.value', 'Phone may hold only digits, spaces, +, parentheses and dashes, with an optional extension'],
    ['e-mail', { email: { value: 'info-at-example', confirmed: true } }, 'facts.email.value', 'E-mail must be an e-mail address'],
    ['IR e-mail', { investorRelationsContact: { value: { ...seed.investorRelationsContact.value, email: 'x@' }, confirmed: false } }, 'facts.investorRelationsContact.value.email', 'Contact e-mail must be an e-mail address'],
    ['URL', { socialNetworkUrl: { value: 'javascript:alert(1)', confirmed: true } }, 'facts.socialNetworkUrl.value', 'Facebook page must be a web address starting with http:// or https://'],
    ['officer name', { officers: { value: [{ name: ' ', position: 'CEO', biography: 'Leads.' }], confirmed: true } }, 'facts.officers.value.0.name', 'Name is required'],
    ['empty team', { officers: { value: [], confirmed: true } }, 'facts.officers.value', 'The management team needs one to twenty people'],
  ];
  for (const [what, change, field, message] of cases) {
    const response = await call('PUT', '/api/admin/company', { version: 0, facts: { ...seed, ...change } });
    assert.equal(response.statusCode, 400, what);
    assert.equal((response.json() as { errors: Record<string, string> }).errors[field], message, what);
  }
  const missing = await call('PUT', '/api/admin/company', { version: 0 });
  assert.equal(missing.statusCode, 400);
  assert.equal((await facts(call)).version, 0, 'nothing saved');
});

test('phone numbers as people write them are accepted', async (t) => {
  const { call } = await publishingApp(t);
  const { facts: seed } = await facts(call);
  let version = 0;
  for (const phone of ['604-555-0100', '+1 (604) 555-0100', '+44 20 7946 0958', '(604) 555-0100 x 204']) {
    const response = await call('PUT', '/api/admin/company', { version, facts: { ...seed, phone: { value: phone, confirmed: true } } });
    assert.equal(response.statusCode, 200, `${phone}: ${response.body}`);
    version += 1;
  }
});
