import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

test('a user other than root gets one line naming the packages to install and nothing is installed', () => {
  const asUser = 'data:text/javascript,process.getuid=()=>1000';
  const script = "import('./scripts/system-packages.ts').then((m) => m.installDebianPackages(['postgresql'], 'the throwaway test database'))";
  const result = spawnSync(process.execPath, ['--import', asUser, '-e', script], { encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.equal(result.stdout, '');
  assert.equal(
    result.stderr.trim(),
    '✖ the throwaway test database needs the Debian packages postgresql: install them (sudo apt-get install -y postgresql) and run npm test again.',
  );
});
