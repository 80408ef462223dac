import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import { adminFeature } from '../../src/server/features/admin/plugin.ts';
import { articlesFeature } from '../../src/server/features/articles/plugin.ts';
import { pagesFeature } from '../../src/server/features/pages/plugin.ts';

const options = { config: loadConfig({}), clock: () => new Date(), ssr: false as const };

for (const [name, feature, missing] of [
  ['articles', articlesFeature, 'db'],
  ['admin', adminFeature, 'db'],
  ['pages', pagesFeature, 'response-cache'],
] as const) {
  test(`the ${name} feature refuses to start before the plugins it reads from`, async () => {
    const app = Fastify({ logger: false });
    app.register(feature, options);
    await assert.rejects(async () => {
      await app.ready();
    }, (error: Error) => error.message.includes(`'${missing}'`));
    await app.close();
  });
}
