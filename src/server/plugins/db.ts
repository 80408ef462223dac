import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/unit-of-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database reachable from routes; each unit of work gets an entity manager of its own. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorate('db', opts.db);
}, { name: 'db' });
