import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InboxMessage, InboxUnread } from '../../src/shared/contact.ts';
import { publishingApp } from '../helpers/publishing.ts';

const MESSAGE = { name: 'Jane Investor', email: 'jane@example.com', subject: 'AGM date', message: 'When is the 2025 AGM?' };

test('the Inbox’s unread count rises with each message, falls when one is marked read, and needs a login', async (t) => {
  const { app, call } = await publishingApp(t);
  const unread = async () => {
    const response = await call('GET', '/api/admin/inbox/unread');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['cache-control'], 'no-store');
    return (response.json() as InboxUnread).unread;
  };
  assert.equal(await unread(), 0);

  for (const [i, subject] of ['AGM date', 'Site visit'].entries()) {
    const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...MESSAGE, subject }, remoteAddress: `203.0.113.${i + 1}` });
    assert.equal(sent.statusCode, 202, sent.body);
  }
  assert.equal(await unread(), 2);

  const [newest] = (await call('GET', '/api/admin/inbox')).json() as InboxMessage[];
  assert.equal((await call('PATCH' as 'PUT', `/api/admin/inbox/${newest!.id}`, { read: true })).statusCode, 200);
  assert.equal(await unread(), 1);
  assert.equal((await call('PATCH' as 'PUT', `/api/admin/inbox/${newest!.id}`, { read: false })).statusCode, 200);
  assert.equal(await unread(), 2);

  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/inbox/unread' })).statusCode, 401);
});
