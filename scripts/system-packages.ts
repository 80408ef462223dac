/**
 * Debian packages the test suites need (PostgreSQL's server, chromium, Java). As root they are installed
 * with apt-get when missing; any other user gets one line naming what to install, and nothing runs.
 */
import { execFileSync } from 'node:child_process';

export function installDebianPackages(packages: string[], purpose: string): void {
  if (process.getuid?.() !== 0) {
    console.error(`✖ ${purpose} needs the Debian packages ${packages.join(', ')}: install them (sudo apt-get install -y ${packages.join(' ')}) and run npm test again.`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} for ${purpose} (apt-get).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
}
