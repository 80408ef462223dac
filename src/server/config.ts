import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, MIN_PASSWORD_LENGTH } from '../shared/admin-credentials.ts';
import { DEFAULT_COMPANY_TIME_ZONE, isTimeZone } from '../shared/time-zone.ts';
import type { PublicConfig } from '../shared/public-config.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

const OptionalUrl = Type.Optional(Type.String({ pattern: '^https?://\\S+$' }));

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  /** Unset: http://localhost:{PORT}, so links in e-mails reach this server when it runs on another port. */
  SITE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(/.*)?$' })),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  ADMIN_USERNAME: Type.Optional(Type.String({ minLength: 1, maxLength: MAX_USERNAME_LENGTH })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH })),
  ADMIN_REQUIRE_2FA: Type.Boolean({ default: false }),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  STOCK_API_URL: Type.String({ pattern: '^https?://', default: 'https://query1.finance.yahoo.com' }),
  GA_MEASUREMENT_ID: Type.Optional(Type.String({ pattern: '^G-[A-Z0-9]{4,}$' })),
  LEAD_FORM_SCRIPT_URL: OptionalUrl,
  PRESENTATION_FORM_URL: OptionalUrl,
  NEWSLETTER_FORM_URL: OptionalUrl,
  CONTACT_FORM_URL: OptionalUrl,
  CDN_PURGE_URL: OptionalUrl,
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://\\S+$' })),
  ALERTS_FROM: Type.Optional(Type.String({ minLength: 3, maxLength: 200 })),
  ALERTS_UNSUBSCRIBE_EMAIL: Type.Optional(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+$' })),
  ALERTS_PER_MINUTE: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 600 }),
  BUILD_DIR: Type.String({ minLength: 1, default: './dist' }),
  COMPANY_TIMEZONE: Type.String({ minLength: 1, default: DEFAULT_COMPANY_TIME_ZONE }),
  HTML_CACHE: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'on' }),
  /** The disk cache of hot files under DATA_DIR; 0 turns it off. */
  FILE_CACHE_MB: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 512 }),
  NODE_ENV: Type.Union([Type.Literal('production'), Type.Literal('development'), Type.Literal('test')], {
    default: 'production',
  }),
  /** Browser tests only (honoured with NODE_ENV=test): the server's clock reads this instant at start and runs on from it. */
  TEST_CLOCK_START: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
});

type Env = Static<typeof EnvSchema>;

export type Config = Omit<Env, 'JWT_SECRET' | 'SITE_URL'> & {
  JWT_SECRET: string;
  /** The origin every absolute link (e-mails, feeds, sitemaps) is built on, without a trailing slash. */
  SITE_URL: string;
  /** False when SITE_URL was not set and the origin is the local default. */
  siteUrlSet: boolean;
  embedded: boolean;
  trustProxy: TrustProxy;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const HINTS: Record<string, string> = {
  PORT: 'a whole number from 1 to 65535',
  DATABASE_URL: 'a postgres:// or postgresql:// connection string',
  SITE_URL: 'an absolute http(s) URL such as https://districtcopper.com',
  JWT_SECRET: 'at least 32 characters',
  ADMIN_USERNAME: `1 to ${MAX_USERNAME_LENGTH} characters`,
  ADMIN_PASSWORD: `${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters`,
  STOCK_API_URL: 'an absolute http(s) URL',
  GA_MEASUREMENT_ID: 'a GA4 measurement ID such as G-ABC123XYZ',
  NODE_ENV: 'production, development or test',
  HTML_CACHE: 'on or off',
  FILE_CACHE_MB: 'a whole number of megabytes from 0 (off) to 1000000',
  ADMIN_REQUIRE_2FA: 'true or false',
  SMTP_URL: 'an smtp:// or smtps:// URL such as smtp://user:pass@smtp.example.com:587',
  ALERTS_FROM: 'a sender such as "District Copper <news@districtcopper.com>"',
  ALERTS_UNSUBSCRIBE_EMAIL: 'an e-mail address',
  ALERTS_PER_MINUTE: 'a whole number from 1 to 1000000',
  TEST_CLOCK_START: 'an ISO instant such as 2026-03-02T17:00:30Z',
};

const TRUST_PROXY_HINT = 'a hop count such as 1, or a comma list of proxy addresses or CIDR ranges';

function describeProblems(raw: Record<string, unknown>): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const error of Value.Errors(EnvSchema, raw)) {
    const key = error.path.replace(/^\//, '');
    if (seen.has(key)) continue;
    seen.add(key);
    const hint = HINTS[key] ?? (key.endsWith('_URL') ? 'an absolute http(s) URL' : error.message);
    problems.push(`${key}=${JSON.stringify(raw[key])} is invalid: expected ${hint}`);
  }
  return problems;
}

/** Reads the environment once; every problem is reported at the same time, one line each. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, raw)) as Record<string, unknown>;
  const problems = describeProblems(converted);
  const zone = converted.COMPANY_TIMEZONE;
  if (typeof zone === 'string' && !isTimeZone(zone)) {
    problems.push(`COMPANY_TIMEZONE=${JSON.stringify(zone)} is invalid: expected an IANA time zone such as America/Vancouver`);
  }
  // A clock set by the environment must never reach a real site: a schedule would publish early.
  if (converted.TEST_CLOCK_START !== undefined && converted.NODE_ENV !== 'test') {
    problems.push('TEST_CLOCK_START is set: it is only for browser tests, with NODE_ENV=test');
  }
  const trustProxy = parseTrustProxy(typeof converted.TRUST_PROXY === 'string' ? converted.TRUST_PROXY : undefined);
  if (!trustProxy) problems.push(`TRUST_PROXY=${JSON.stringify(raw.TRUST_PROXY)} is invalid: expected ${TRUST_PROXY_HINT}`);
  if (problems.length > 0 || !trustProxy) throw new ConfigError(problems);
  const parsed = converted as Env;
  const embedded = !parsed.DATABASE_URL;
  const dataDir = resolve(parsed.DATA_DIR);
  const secret = parsed.JWT_SECRET ?? (embedded ? embeddedJwtSecret(dataDir) : undefined);
  if (!secret) {
    throw new ConfigError([
      'JWT_SECRET is missing: set it (at least 32 random characters) when DATABASE_URL is set',
    ]);
  }
  const siteUrl = (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  return {
    ...parsed,
    DATA_DIR: dataDir,
    BUILD_DIR: resolve(parsed.BUILD_DIR),
    JWT_SECRET: secret,
    SITE_URL: siteUrl,
    siteUrlSet: parsed.SITE_URL !== undefined,
    embedded,
    trustProxy,
  };
}

/**
 * What start-up says about the origin links in e-mails use: always where they point, and in production a
 * warning when subscribers could not follow them (no SITE_URL, or not https).
 */
export function siteUrlNotice(config: Pick<Config, 'SITE_URL' | 'siteUrlSet' | 'NODE_ENV'>): { info: string; warning: string | null } {
  const info = `Links in e-mails use ${config.SITE_URL}`;
  if (config.NODE_ENV !== 'production') return { info, warning: null };
  if (!config.siteUrlSet) return { info, warning: `SITE_URL is not set: links in e-mails point at ${config.SITE_URL} and will not work for subscribers. Set SITE_URL to the site's public https address.` };
  if (!config.SITE_URL.startsWith('https://')) return { info, warning: `SITE_URL is not https (${config.SITE_URL}): links in e-mails will not work for subscribers. Set SITE_URL to the site's public https address.` };
  return { info, warning: null };
}

/** Embedded mode keeps a generated secret beside its data, so sessions survive restarts. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function publicConfig(config: Config): PublicConfig {
  return {
    siteUrl: config.SITE_URL,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    leadFormScriptUrl: config.LEAD_FORM_SCRIPT_URL ?? null,
    presentationFormUrl: config.PRESENTATION_FORM_URL ?? null,
    newsletterFormUrl: config.NEWSLETTER_FORM_URL ?? null,
    contactFormUrl: config.CONTACT_FORM_URL ?? null,
    companyTimeZone: config.COMPANY_TIMEZONE,
  };
}

export interface ServerClock {
  (): Date;
  /** Only with TEST_CLOCK_START (tests only): moves the clock on at once by `ms`, as if that time had passed. */
  advance?: (ms: number) => void;
}

/**
 * The server's clock: real time, or with TEST_CLOCK_START (tests only) that instant at start, running on,
 * which a browser test can move on (see main.ts) instead of waiting for a minute to pass.
 */
export function serverClock(config: Pick<Config, 'TEST_CLOCK_START'>): ServerClock {
  if (!config.TEST_CLOCK_START) return () => new Date();
  let offset = Date.parse(config.TEST_CLOCK_START) - Date.now();
  return Object.assign(() => new Date(Date.now() + offset), {
    advance: (ms: number) => {
      offset += ms;
    },
  });
}
