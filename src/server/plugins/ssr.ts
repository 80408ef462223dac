import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicConfig } from '../../shared/public-config.ts';
import type { StockQuote } from '../../shared/stock.ts';
import type { DataSource } from '../../web/data/data-source.ts';
import type { RenderInput, RenderResult } from '../../web/entry-server.tsx';
import { STATE_ELEMENT_ID } from '../../web/hydration-state.ts';

type Render = (input: RenderInput) => Promise<RenderResult>;

export interface SsrOptions {
  mode: 'production' | 'development';
  buildDir: string;
  config: PublicConfig;
  data: DataSource;
  /** Quotes already held in memory, rendered into the first HTML. */
  quotes: () => Record<string, StockQuote>;
}

interface Template {
  beforeHead: string;
  beforeBody: string;
  beforeState: string;
  end: string;
}

function splitTemplate(html: string): Template {
  const [beforeHead, rest1] = html.split('<!--app-head-->') as [string, string];
  const [beforeBody, rest2] = rest1.split('<!--app-html-->') as [string, string];
  const [beforeState, end] = rest2.split('<!--app-state-->') as [string, string];
  return { beforeHead, beforeBody, beforeState, end };
}

function toWebRequest(request: FastifyRequest, siteUrl: string): Request {
  const headers = new Headers();
  for (const name of ['accept-language', 'user-agent', 'cookie']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(request.url, siteUrl), { headers });
}

/**
 * Every GET that is not an API route or a file is rendered by React on the server: react-router
 * matches and runs loaders in-process, the shell streams as soon as it is ready, styles interleaved.
 */
export const ssrPlugin = fp(async (app: FastifyInstance, opts: SsrOptions) => {
  let loadRender: () => Promise<Render>;
  let loadTemplate: (url: string) => Promise<Template>;

  if (opts.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
    loadRender = async () => ((await vite.ssrLoadModule('/src/web/entry-server.tsx')) as { render: Render }).render;
    loadTemplate = async (url) =>
      splitTemplate(await vite.transformIndexHtml(url, readFileSync(resolve('index.html'), 'utf8')));
  } else {
    const template = splitTemplate(readFileSync(join(opts.buildDir, 'client', 'index.html'), 'utf8'));
    const entry = (await import(join(opts.buildDir, 'server', 'entry-server.js'))) as { render: Render };
    loadRender = async () => entry.render;
    loadTemplate = async () => template;
  }

  app.get('/*', async (request, reply) => {
    let webRequest: Request;
    try {
      webRequest = toWebRequest(request, opts.config.siteUrl);
    } catch {
      return reply.code(400).type('text/plain').send('Bad request');
    }
    const [render, template] = await Promise.all([loadRender(), loadTemplate(request.url)]);
    const result = await render({ request: webRequest, data: opts.data, config: opts.config, quotes: opts.quotes() });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const stateTag = `<script type="application/json" id="${STATE_ELEMENT_ID}">${result.state}</script>`;
    async function* document() {
      yield template.beforeHead + result.head + template.beforeBody;
      for await (const chunk of result.body) yield chunk;
      yield template.beforeState + stateTag + template.end;
    }
    return reply
      .code(result.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .send(Readable.from(document()));
  });
});
