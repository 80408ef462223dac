import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
  }
}

/** Makes the ORM reachable from routes; services fork an entity manager per unit of work. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { orm: MikroORM }) => {
  app.decorate('orm', opts.orm);
});
