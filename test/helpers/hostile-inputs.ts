import { forgeToken } from './admin.ts';

/** One abusive request. Anything left out comes from the route under test. */
export interface HostileCase {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  /** A path (and query) replacing the route's own. */
  url?: string;
  headers?: Record<string, string>;
  /** Sent byte for byte, so broken JSON stays broken. */
  body?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const MEGABYTE = 'A'.repeat(1024 * 1024);
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

export const jsonCase = (name: string, value: unknown): HostileCase => ({ name, headers: JSON_TYPE, body: JSON.stringify(value) });
const raw = (name: string, body: string, contentType = 'application/json'): HostileCase => ({ name, headers: { 'content-type': contentType }, body });

/** Bodies that cannot be read as a JSON object at all: refused before any handler runs. */
export const UNREADABLE_BODIES: HostileCase[] = [
  raw('truncated JSON', '{"title": '),
  raw('JSON with trailing garbage', '{} DROP TABLE article'),
  raw('single-quoted pseudo-JSON', "{'title': 'x'}"),
  raw('__proto__ key', '{"__proto__": {"admin": true}}'),
  raw('constructor.prototype key', '{"constructor": {"prototype": {"admin": true}}}'),
  raw('__proto__ nested in a field', '{"title": {"__proto__": {"admin": true}}}'),
  raw('1 MB string field', `{"title": "${MEGABYTE}"}`),
  raw('text/plain body', 'title=x', 'text/plain'),
  raw('form-encoded body', 'title=x&slug=y', 'application/x-www-form-urlencoded'),
  raw('XML body', '<article><title>x</title></article>', 'application/xml'),
];

/** Well-formed JSON of the wrong shape for any route with a body schema. */
export const BROKEN_BODIES: HostileCase[] = [
  ...UNREADABLE_BODIES,
  raw('empty object', '{}'),
  raw('JSON array', '[]'),
  raw('JSON null', 'null'),
  raw('JSON string', '"article"'),
  raw('JSON number', '42'),
  raw('brackets nested 50,000 deep', `{"title": ${nested(50_000)}}`),
];

/** A body the admin API accepts; each hostile article changes one thing about it. */
export const VALID_ARTICLE = {
  title: 'Hostile input probe',
  slug: 'hostile-input-probe',
  category: 'Company News',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: 'Must never be stored.',
  content: '<p>Never stored.</p>',
  published: false,
  includeDisclaimer: true,
};

const article = (name: string, change: Record<string, unknown>) => jsonCase(name, { ...VALID_ARTICLE, ...change });
const { title: _title, ...withoutTitle } = VALID_ARTICLE;

export const HOSTILE_ARTICLES: HostileCase[] = [
  ...BROKEN_BODIES,
  jsonCase('missing title', withoutTitle),
  article('title is a number', { title: 42 }),
  article('published is the string "yes"', { published: 'yes' }),
  article('version is a string', { version: '1' }),
  article('version is zero', { version: 0 }),
  article('unknown field deletedAt', { deletedAt: null }),
  article('content over 100,000 characters', { content: 'x'.repeat(100_001) }),
  article('SQL in the slug', { slug: "' OR 1=1 --" }),
  article('DROP TABLE in the slug', { slug: 'x; drop table article; --' }),
  article('right-to-left override in the slug', { slug: 'copper\u202egpj' }),
  article('Cyrillic look-alike in the slug', { slug: '\u0441opper' }),
  article('zero-width space in the slug', { slug: 'cop\u200bper' }),
  article('title of zero-width spaces only', { title: '\u200b\u200b\u200b' }),
  article('NUL byte in the title', { title: 'Copper\u0000Keg' }),
  raw('lone surrogate in the description', JSON.stringify(VALID_ARTICLE).replace('Must never be stored.', '\\ud800')),
  article('category in lower case', { category: 'company news' }),
  article('content that is only a script', { content: '<script>alert(1)</script>' }),
  article('javascript: featured image', { featuredImage: 'javascript:alert(1)' }),
  article('February 30th', { date: '2025-02-30' }),
  article('year zero', { date: '0000-01-01' }),
  article('hour 24 in the schedule', { scheduledDate: '2025-06-01T24:00' }),
];

export const HOSTILE_LOGINS: HostileCase[] = [
  ...BROKEN_BODIES,
  jsonCase('missing password', { username: 'admin' }),
  jsonCase('username is a number', { username: 1, password: 'x' }),
  jsonCase('password is an object', { username: 'admin', password: { $ne: null } }),
  jsonCase('extra admin flag', { username: 'admin', password: 'x', admin: true }),
  jsonCase('password over 256 characters', { username: 'admin', password: 'p'.repeat(257) }),
  jsonCase('SQL in the username', { username: "admin' --", password: 'x' }),
  jsonCase('SQL in the password', { username: 'admin', password: "' OR '1'='1" }),
  jsonCase('NUL byte in the username', { username: 'admin\u0000', password: 'x' }),
  jsonCase('Cyrillic look-alike username', { username: '\u0430dmin', password: 'x' }),
  jsonCase('right-to-left override username', { username: '\u202enimda', password: 'x' }),
];

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({ sub: 'admin', jti: 'f'.repeat(32), iat: now(), exp: now() + HOUR, ...extra });

/** Authorization headers that must never open an admin route; `valid` is a real token to tamper with. */
export function hostileAuthorizations(valid: string): HostileCase[] {
  const [head, , signature] = valid.split('.');
  const tampered = `${head}.${Buffer.from(JSON.stringify(claims({ sub: 'root' }))).toString('base64url')}.${signature}`;
  const auth = (name: string, authorization?: string): HostileCase => ({ name, headers: authorization === undefined ? {} : { authorization } });
  return [
    auth('no Authorization header'),
    auth('empty Authorization header', ''),
    auth('Bearer without a token', 'Bearer'),
    auth('Basic credentials', `Basic ${Buffer.from('admin:password').toString('base64')}`),
    auth('garbage token', 'Bearer not.a.jwt'),
    auth('alg none token', `Bearer ${forgeToken(claims(), 'none')}`),
    auth('HS512 token', `Bearer ${forgeToken(claims(), 'HS512')}`),
    auth('token signed with another secret', `Bearer ${forgeToken(claims(), 'HS256', 'another-secret-another-secret-0123')}`),
    auth('expired token', `Bearer ${forgeToken(claims({ iat: now() - 2 * HOUR, exp: now() - HOUR }))}`),
    auth('token for an unknown user named in SQL', `Bearer ${forgeToken(claims({ sub: "' OR 1=1 --" }))}`),
    auth('token whose subject is an object', `Bearer ${forgeToken(claims({ sub: { $ne: null } }))}`),
    auth('token without a jti', `Bearer ${forgeToken({ sub: 'admin', iat: now(), exp: now() + HOUR })}`),
    auth('real token with a tampered payload', `Bearer ${tampered}`),
    auth('two tokens', `Bearer ${valid} ${valid}`),
    auth('10 KB token', `Bearer ${'a'.repeat(10_240)}`),
    auth('right-to-left override token', 'Bearer \u202e'),
  ];
}

/** Path segments (already percent-encoded) for :slug, :symbol and :id. */
export const HOSTILE_SEGMENTS: { name: string; segment: string }[] = [
  { name: 'NUL byte', segment: '%00' },
  { name: 'NUL after a real name', segment: 'published-release%00' },
  { name: 'encoded path traversal', segment: '..%2F..%2Fetc%2Fpasswd' },
  { name: 'double-encoded dots', segment: '%252e%252e' },
  { name: 'SQL tautology', segment: "'%20OR%201%3D1%20--" },
  { name: 'stacked SQL statement', segment: '1%3B%20DROP%20TABLE%20article' },
  { name: '10 KB segment', segment: 'a'.repeat(10_240) },
  { name: 'right-to-left override', segment: 'copper%E2%80%AEgpj' },
  { name: 'emoji', segment: '%F0%9F%99%82' },
  { name: 'broken percent-encoding', segment: '%E0%A4%A' },
  { name: 'Cyrillic look-alike', segment: '%D1%81opper' },
  { name: '__proto__', segment: '__proto__' },
  { name: 'constructor', segment: 'constructor' },
  { name: 'negative number', segment: '-1' },
  { name: 'exponent', segment: '1e3' },
  { name: 'number past 2^64', segment: '99999999999999999999' },
];

/** Query strings a public GET should shrug off. */
export const HOSTILE_QUERIES: { name: string; query: string }[] = [
  { name: 'NUL byte', query: '%00' },
  { name: 'draft filter', query: 'published=false&status=draft' },
  { name: 'SQL tautology', query: "slug='%20OR%201%3D1%20--" },
  { name: '__proto__ key', query: '__proto__[admin]=true' },
  { name: 'constructor.prototype key', query: 'constructor[prototype][admin]=true' },
  { name: 'negative page and huge limit', query: 'page=-1&limit=1e309' },
  { name: 'broken percent-encoding', query: 'x=%E0%A4%A' },
  { name: 'right-to-left override', query: 'x=%E2%80%AE' },
  { name: 'emoji', query: 'x=%F0%9F%99%82' },
  { name: 'repeated key', query: 'x=1&x=2&x=3' },
  { name: '10 KB value', query: `x=${'a'.repeat(10_240)}` },
];

/** Values of ?q= for the site search, percent-encoded where the raw text would not be a valid URL. */
export const HOSTILE_SEARCHES: { name: string; query: string }[] = [
  { name: 'NUL byte', query: 'q=%00' },
  { name: 'SQL tautology', query: "q='%20OR%201%3D1%20--" },
  { name: 'tsquery operators', query: `q=${encodeURIComponent(`':*&|!()<>`)}` },
  { name: 'script tag', query: `q=${encodeURIComponent('<script>alert(1)</script>')}` },
  { name: 'repeated q', query: 'q=copper&q=gold' },
  { name: '101 characters', query: `q=${'a'.repeat(101)}` },
  { name: '10 KB query', query: `q=${'copper+'.repeat(1500)}` },
  { name: '60 emoji (120 UTF-16 units)', query: `q=${'%F0%9F%99%82'.repeat(60)}` },
  { name: 'right-to-left override', query: 'q=copper%E2%80%AEgpj' },
  { name: 'broken percent-encoding', query: 'q=%E0%A4%A' },
  { name: 'whitespace only', query: 'q=%20%20%09' },
  { name: '__proto__ beside q', query: '__proto__[admin]=true&q=copper' },
  { name: 'bracketed q', query: 'q[]=copper' },
  { name: 'zero-width characters', query: 'q=%E2%80%8B%E2%80%8B' },
  { name: 'lone surrogate, percent-encoded', query: 'q=%ED%A0%80' },
];
