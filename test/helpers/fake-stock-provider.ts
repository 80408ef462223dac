import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';

/** How the fake answers: a chart with these figures, an HTTP 500, or a reset connection. */
export type ProviderMode = 'ok' | 'http-error' | 'reset';

export interface FakeStockProvider {
  /** Base URL to pass as STOCK_API_URL. */
  url: string;
  /** Requests for the quote (the chart without a range) so far: every upstream quote call the site made. */
  calls: number;
  /** Requests for a range of closes (the chart with `range=`) so far. */
  historyCalls: number;
  /** Paths the site asked for, in order. */
  paths: string[];
  /** The closes answered for a range and interval; by default a realistic walk ending at `price` on `marketTime`. */
  history: (range: string, interval: string) => ChartSeries;
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

/** What the chart API gives for a range: bar times in epoch seconds and their closes, null on days without trades. */
export interface ChartSeries {
  timestamp: number[];
  close: (number | null)[];
}

const DAY_SECONDS = 86_400;
const TRADING_DAYS: Record<string, number> = { '1mo': 21, '6mo': 126, '1y': 252, '5y': 1260 };

/**
 * Five years of weekday closes of a volatile junior miner, the same for every call (a seeded walk
 * backwards from the last price), cut to the range; weekly bars keep every fifth day.
 */
export function realisticHistory(lastPrice: number, marketTime: number) {
  let seed = 20_250_506;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const days: number[] = [];
  // Bars are stamped at the 9:30 open in Toronto (13:30 UTC in summer).
  const lastDay = Math.floor(marketTime / DAY_SECONDS) * DAY_SECONDS + 13.5 * 3600;
  for (let time = lastDay; days.length < TRADING_DAYS['5y']!; time -= DAY_SECONDS) {
    const weekday = new Date(time * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(time);
  }
  const closes = new Array<number>(days.length);
  closes[days.length - 1] = lastPrice;
  for (let i = days.length - 2; i >= 0; i--) {
    const move = (random() - 0.5) * 0.07 + (random() - 0.5) * 0.02;
    closes[i] = Math.max(0.05, Number((closes[i + 1]! / (1 + move)).toFixed(3)));
  }
  return (range: string, interval: string): ChartSeries => {
    const count = TRADING_DAYS[range] ?? TRADING_DAYS['1y']!;
    const step = interval === '1wk' ? 5 : 1;
    const picked = days.map((time, i) => ({ time, close: closes[i]! })).slice(-count).filter((_, i, all) => (all.length - 1 - i) % step === 0);
    return { timestamp: picked.map((p) => p.time), close: picked.map((p) => p.close) };
  };
}

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
    historyCalls: 0,
    history: realisticHistory(initial.price ?? 0.42, initial.marketTime ?? Date.UTC(2025, 4, 6, 19, 59) / 1000),
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
    const query = new URL(request.url ?? '/', 'http://x').searchParams;
    const range = query.get('range');
    const meta = {
      currency: provider.currency,
      symbol: 'DCOP.V',
      exchangeName: 'VAN',
      regularMarketPrice: provider.price,
      chartPreviousClose: provider.previousClose,
      previousClose: provider.previousClose,
      regularMarketTime: provider.marketTime,
    };
    const result = range
      ? { meta, ...chartIndicators(provider.history(range, query.get('interval') ?? '1d')) }
      : { meta };
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ chart: { result: [result], error: null } }));
  };

  const server = createServer(async (request, response) => {
    if (request.url?.includes('range=')) provider.historyCalls += 1;
    else provider.calls += 1;
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

function chartIndicators(series: ChartSeries) {
  return { timestamp: series.timestamp, indicators: { quote: [{ close: series.close }] } };
}
