import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';

/** How the fake answers: a chart with these figures, an HTTP 500, or a reset connection. */
export type ProviderMode = 'ok' | 'http-error' | 'reset';

export interface FakeStockProvider {
  /** Base URL to pass as STOCK_API_URL. */
  url: string;
  /** Requests for the chart so far: every upstream call the site made. */
  calls: number;
  /** Paths the site asked for, in order. */
  paths: string[];
  price: number;
  previousClose: number;
  currency: string;
  /** Seconds since the epoch, as Yahoo gives regularMarketTime. */
  marketTime: number;
  /** Milliseconds to wait before answering (a slow provider). */
  delayMs: number;
  /** While set, answers wait for it to settle (a provider held up until the test lets it go). */
  gate: Promise<void> | null;
  mode: ProviderMode;
}

export const CHART_PATH = '/v8/finance/chart/DCOP.V';

/**
 * A stand-in for the Yahoo Finance chart API on 127.0.0.1, reconfigurable between requests by
 * assigning to its fields; closed (with any connection it is still holding) when the test ends.
 */
export async function startFakeStockProvider(t: TestContext, initial: Partial<FakeStockProvider> = {}): Promise<FakeStockProvider> {
  const provider: FakeStockProvider = {
    url: '',
    calls: 0,
    paths: [],
    price: 0.42,
    previousClose: 0.4,
    currency: 'CAD',
    marketTime: Date.UTC(2025, 4, 6, 19, 59) / 1000,
    delayMs: 0,
    gate: null,
    mode: 'ok',
    ...initial,
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.split('?')[0] !== CHART_PATH) {
      response.writeHead(404, { 'Content-Type': 'application/json' }).end('{"chart":{"result":null,"error":{"code":"Not Found"}}}');
      return;
    }
    if (provider.mode === 'reset') {
      request.socket.destroy();
      return;
    }
    if (provider.mode === 'http-error') {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"chart":{"result":null,"error":{"code":"Internal"}}}');
      return;
    }
    const meta = {
      currency: provider.currency,
      symbol: 'DCOP.V',
      exchangeName: 'VAN',
      regularMarketPrice: provider.price,
      chartPreviousClose: provider.previousClose,
      previousClose: provider.previousClose,
      regularMarketTime: provider.marketTime,
    };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ chart: { result: [{ meta }], error: null } }));
  };

  const server = createServer(async (request, response) => {
    provider.calls += 1;
    provider.paths.push(request.url ?? '');
    await provider.gate;
    if (provider.delayMs <= 0) return answer(request, response);
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer(request, response);
    }, provider.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t.after(async () => {
    for (const timer of timers) clearTimeout(timer);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return provider;
}
