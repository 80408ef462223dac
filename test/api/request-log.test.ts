import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId: string;
  req: { method: string; url: string; host: string; remoteAddress: string };
  res: { statusCode: number };
  responseTime: number;
}

test('each request writes one info line once answered, with the request, its status and its time', async (t) => {
  const lines: LogLine[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
  const { app } = await buildTestApp(t, { LOG_LEVEL: 'info' }, undefined, { logStream });
  await app.ready();
  lines.length = 0;

  const response = await app.inject({ method: 'GET', url: '/api/articles?page=1', remoteAddress: '203.0.113.7', headers: { host: 'ir.example.com' } });
  assert.equal(response.statusCode, 200);

  assert.equal(lines.length, 1, JSON.stringify(lines));
  const [line] = lines as [LogLine];
  assert.equal(line.level, 30);
  assert.equal(line.msg, 'request completed');
  assert.match(line.reqId, /\S/);
  assert.equal(line.req.method, 'GET');
  assert.equal(line.req.url, '/api/articles?page=1');
  assert.equal(line.req.host, 'ir.example.com');
  assert.equal(line.req.remoteAddress, '203.0.113.7');
  assert.equal(line.res.statusCode, 200);
  assert.equal(typeof line.responseTime, 'number');
});
