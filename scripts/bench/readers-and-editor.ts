import autocannon from 'autocannon';

const PAGES = ['/', '/investors', '/investors/media', '/projects', '/api/articles', '/contact'];

export interface ReadersAndEditor {
  readers: autocannon.Result;
  /** Creates and edits the server acknowledged. */
  acknowledged: number;
  /** Acknowledged creates stored exactly once. */
  storedOnce: number;
  /** Acknowledged creates whose edit is stored. */
  edited: number;
}

/**
 * Many readers while the administrator writes: `connections` readers rotate through public pages for
 * `seconds` while one editor creates and then edits releases as fast as the server acknowledges them.
 * Afterwards the admin list tells which acknowledged writes were stored.
 */
export async function readersAndEditor(
  url: string,
  admin: { username: string; password: string },
  connections: number,
  seconds: number,
): Promise<ReadersAndEditor> {
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  const readers = autocannon({ url, connections, duration: seconds, requests: PAGES.map((path) => ({ method: 'GET', path })) });
  const created: string[] = [];
  const deadline = Date.now() + (seconds - 1) * 1000;
  for (let n = 1; Date.now() < deadline; n++) {
    const body = {
      title: `Load release ${n}`,
      slug: `load-release-${n}`,
      category: 'Company News',
      source: 'Newsfile Corp.',
      date: '2025-06-01',
      description: `Release number ${n} written under load.`,
      content: `<p>Body of release ${n}.</p>`,
      published: true,
      includeDisclaimer: true,
    };
    const create = await fetch(`${url}/api/admin/articles`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (create.status !== 201) throw new Error(`create ${n} answered ${create.status}: ${await create.text()}`);
    const article = (await create.json()) as { id: number; version: number };
    const edit = await fetch(`${url}/api/admin/articles/${article.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, title: `${body.title} (edited)`, version: article.version }),
    });
    if (edit.status !== 200) throw new Error(`edit ${n} answered ${edit.status}: ${await edit.text()}`);
    created.push(body.slug);
  }
  const result = await readers;

  const list = (await (await fetch(`${url}/api/admin/articles`, { headers })).json()) as { slug: string; title: string }[];
  const stored = list.filter((a) => a.slug.startsWith('load-release-'));
  const copies = (slug: string) => stored.filter((a) => a.slug === slug).length;
  return {
    readers: result,
    acknowledged: created.length,
    storedOnce: created.filter((slug) => copies(slug) === 1).length,
    edited: stored.filter((a) => a.title.endsWith('(edited)')).length,
  };
}
