import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/**
 * What a change made public or withdrew: `articles` (the lists, feed and sitemap), `article:{slug}` (one
 * release's page), `documents` (the library: its pages, list and files), `content` (company facts, share
 * readings, events, photographs: shown on many pages).
 */
export type PublicTopic = 'articles' | 'documents' | `article:${string}` | 'content';

export type PublicChangeListener = (topics: PublicTopic[]) => void;

/** Every topic: what a process hears when it cannot know what changed (it lost the bus for a while). */
export const EVERYTHING: PublicTopic[] = ['articles', 'documents', 'content'];

/**
 * Every process hears of every change of what is public within a second, and one process at a time
 * leads (watches the schedule). On PostgreSQL both ride one connection of their own: LISTEN on a channel,
 * and a session advisory lock that PostgreSQL frees when the leader's connection ends. A process that
 * loses that connection tries again every 100 ms for as long as PostgreSQL is away and, once listening
 * again, tells its listeners that everything changed (what was announced meanwhile is lost) and sends
 * what it could not announce itself. The embedded database serves one process, which tells itself and always leads.
 */
export interface ClusterBus {
  /** Tells this process's listeners at once, then every other process. */
  publicChanged(topics: PublicTopic[]): Promise<void>;
  onPublicChanged(listener: PublicChangeListener): void;
  /** Whether this process holds the leader's lock (taken when free). */
  lead(): Promise<boolean>;
  /** Starts listening, so no announcement made after the app is ready is missed. */
  listen(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'dcop_public_changed';
/** Any fixed 64-bit number: the key every process asks PostgreSQL to lock. */
const LEADER_LOCK = 740_214_003;
/**
 * How often a process that lost the bus tries again, for as long as PostgreSQL is away: soon after it is
 * back, this process drops what may be stale. A refused attempt costs next to nothing.
 */
const RECONNECT_MS = 100;
/** A connection attempt to an unreachable server gives up after this, and the next one follows. */
const CONNECT_TIMEOUT_MS = 2_000;
/** PostgreSQL refuses notification payloads from 8000 bytes. */
const MAX_PAYLOAD = 7_000;

interface Message {
  from: string;
  topics: PublicTopic[];
}

function listeners() {
  const list: PublicChangeListener[] = [];
  return {
    add: (listener: PublicChangeListener) => list.push(listener),
    tell(topics: PublicTopic[], log: FastifyBaseLogger) {
      for (const listener of list) {
        try {
          listener(topics);
        } catch (err) {
          log.error({ err, topics }, 'cluster: a listener failed');
        }
      }
    },
  };
}

export function inProcessBus(log: FastifyBaseLogger): ClusterBus {
  const local = listeners();
  return {
    async publicChanged(topics) {
      local.tell(topics, log);
    },
    onPublicChanged: local.add,
    lead: async () => true,
    listen: async () => {},
    close: async () => {},
  };
}

export function postgresBus(databaseUrl: string, log: FastifyBaseLogger): ClusterBus {
  const self = randomUUID();
  const local = listeners();
  let client: pg.Client | null = null;
  let leading = false;
  let closed = false;
  let connecting: Promise<pg.Client | null> | null = null;
  /** Whether this process has not been listening for a while: announcements made meanwhile are lost. */
  let away = false;
  let retry: NodeJS.Timeout | null = null;
  /** Attempts failed since the bus was last up. */
  let failures = 0;
  /** What this process could not announce: sent once the bus is back. */
  let unsent = new Set<PublicTopic>();

  /** Tries again every RECONNECT_MS until listening again (or closed); a failed attempt schedules the next. */
  function reconnectSoon(): void {
    away = true;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void ensureClient();
    }, RECONNECT_MS).unref();
  }

  async function announce(topics: PublicTopic[]): Promise<void> {
    let payload = JSON.stringify({ from: self, topics } satisfies Message);
    // 'articles' drops every release page too: the same effect in fewer bytes.
    if (payload.length > MAX_PAYLOAD) {
      const broad = topics.filter((topic) => !topic.startsWith('article:'));
      payload = JSON.stringify({ from: self, topics: [...new Set<PublicTopic>([...broad, 'articles'])] } satisfies Message);
    }
    const c = await ensureClient();
    // A process shutting down has no one left to tell.
    if (closed) return;
    try {
      if (!c) throw new Error('not connected');
      await c.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    } catch (err) {
      log.error({ err, topics }, 'cluster: could not announce a change; it goes out when the bus is back');
      for (const topic of topics) unsent.add(topic);
      // A connection that fails a query is not trusted to listen either: the way back drops and resends everything.
      if (c && client === c) void c.end().catch(() => {});
    }
  }

  async function connect(): Promise<pg.Client | null> {
    const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    next.on('notification', (note) => {
      if (!note.payload) return;
      const message = JSON.parse(note.payload) as Message;
      if (message.from !== self) local.tell(message.topics, log);
    });
    next.on('error', (err) => log.warn({ err }, 'cluster: connection lost'));
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      leading = false;
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (err) {
      // Once an outage: the attempts every RECONNECT_MS that follow would bury the log.
      if (failures++ === 0) log.warn({ err }, 'cluster: cannot listen for changes yet');
      else log.debug({ err }, 'cluster: still cannot listen for changes');
      await next.end().catch(() => {});
      reconnectSoon();
      return null;
    }
    if (closed) {
      await next.end().catch(() => {});
      return null;
    }
    client = next;
    failures = 0;
    if (away) {
      away = false;
      // Whatever was announced while this process was not listening is lost: everything may have changed.
      log.info('cluster: listening again; every cached public response is dropped');
      local.tell(EVERYTHING, log);
    }
    if (unsent.size > 0) {
      const topics = [...unsent];
      unsent = new Set();
      void announce(topics);
    }
    return next;
  }

  function ensureClient(): Promise<pg.Client | null> {
    if (client || closed) return Promise.resolve(client);
    connecting ??= connect().finally(() => (connecting = null));
    return connecting;
  }

  return {
    async publicChanged(topics) {
      local.tell(topics, log);
      await announce(topics);
    },
    onPublicChanged: local.add,
    async listen() {
      await ensureClient();
    },
    async lead() {
      if (leading) return true;
      const c = await ensureClient();
      if (!c) return false;
      try {
        const { rows } = await c.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LEADER_LOCK]);
        leading = rows[0]?.locked === true && client === c;
      } catch (err) {
        log.warn({ err }, 'cluster: could not ask for the leader lock');
      }
      return leading;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    cluster: ClusterBus;
  }
}

/** The bus for this app: on PostgreSQL when DATABASE_URL is set, in-process on the embedded database. */
export const clusterBusPlugin = fp(async (app: FastifyInstance, opts: { databaseUrl?: string }) => {
  const bus = opts.databaseUrl ? postgresBus(opts.databaseUrl, app.log) : inProcessBus(app.log);
  app.decorate('cluster', bus);
  // Listening starts before the first request: a change announced before then would otherwise be missed.
  app.addHook('onReady', () => bus.listen());
  app.addHook('onClose', () => bus.close());
}, { name: 'cluster-bus' });
