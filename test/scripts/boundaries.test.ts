import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';

const DEPCRUISE = join(process.cwd(), 'node_modules/.bin/depcruise');

/**
 * Checks a scratch tree of `files` as `npm run lint` checks src/, with the project's own boundary rules
 * (src/ itself is checked by `npm run lint` and by `npm test`'s Boundaries step, not again here);
 * answers the exit status and each broken rule as "rule: from → to".
 */
function checkTree(files: Record<string, string>): { status: number | null; violations: string[]; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'dcop-boundaries-'));
  try {
    cpSync('.dependency-cruiser.cjs', join(root, '.dependency-cruiser.cjs'));
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    const result = spawnSync(DEPCRUISE, ['src', '--config', '.dependency-cruiser.cjs'], { cwd: root, encoding: 'utf8' });
    const violations = [...result.stdout.matchAll(/^\s*error (\S+: \S+ → \S+)$/gm)].map((m) => m[1] ?? '').sort();
    return { status: result.status, violations, output: result.stdout + result.stderr };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

test('the lint refuses the admin importing the public site, and a feature reaching into another feature', () => {
  const { status, violations, output } = checkTree({
    'src/web/pages/home.ts': 'export const home = 1;\n',
    'src/admin/articles/list.ts': "import { home } from '../../web/pages/home.ts';\nexport const list = home;\n",
    'src/server/features/alerts/alert-counts.ts': 'export const alertCounts = 1;\n',
    'src/server/features/alerts/index.ts': "export { alertCounts } from './alert-counts.ts';\n",
    'src/server/features/articles/article-admin.ts': "import { alertCounts } from '../alerts/alert-counts.ts';\nexport const admin = alertCounts;\n",
  });
  assert.equal(status, 2, output);
  assert.deepEqual(violations, [
    'admin-not-web: src/admin/articles/list.ts → src/web/pages/home.ts',
    'feature-through-entry: src/server/features/articles/article-admin.ts → src/server/features/alerts/alert-counts.ts',
  ]);
});

test('the lint refuses shared code importing the server, and the core importing a feature', () => {
  const { status, violations, output } = checkTree({
    'src/server/errors.ts': 'export const problem = 1;\n',
    'src/shared/article.ts': "import { problem } from '../server/errors.ts';\nexport const article = problem;\n",
    'src/server/features/admin/login-throttle.ts': 'export const WINDOW = 1;\n',
    'src/server/core/audit/audit-log.ts': "import { WINDOW } from '../../features/admin/login-throttle.ts';\nexport const log = WINDOW;\n",
  });
  assert.equal(status, 2, output);
  assert.deepEqual(violations, [
    'core-imports-no-feature: src/server/core/audit/audit-log.ts → src/server/features/admin/login-throttle.ts',
    'shared-imports-nothing-above: src/shared/article.ts → src/server/errors.ts',
  ]);
});

test("the lint lets a feature use another through its entry, and the admin's route table load a screen", () => {
  const { status, violations, output } = checkTree({
    'src/server/features/alerts/alert-counts.ts': 'export const alertCounts = 1;\n',
    'src/server/features/alerts/index.ts': "export { alertCounts } from './alert-counts.ts';\n",
    'src/server/features/articles/article-admin.ts': "import { alertCounts } from '../alerts/index.ts';\nexport const admin = alertCounts;\n",
    'src/admin/inbox/inbox-page.tsx': 'export default function InboxPage() { return null; }\n',
    'src/admin/app/routes.tsx': "export const inbox = () => import('../inbox/inbox-page.tsx');\n",
  });
  assert.equal(status, 0, output);
  assert.deepEqual(violations, []);
});

test("the lint refuses the admin's shell importing a screen itself", () => {
  const { status, violations, output } = checkTree({
    'src/admin/inbox/inbox-page.tsx': 'export default function InboxPage() { return null; }\n',
    'src/admin/app/layout.tsx': "import InboxPage from '../inbox/inbox-page.tsx';\nexport const page = InboxPage;\n",
  });
  assert.equal(status, 1, output);
  assert.deepEqual(violations, ['admin-shell-imports-no-screen: src/admin/app/layout.tsx → src/admin/inbox/inbox-page.tsx']);
});
