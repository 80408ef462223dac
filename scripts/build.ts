/**
 * Production build: generated assets, then the public client bundle, the admin application and the SSR entry. Writes a stamp with
 * a hash of the inputs so `npm start` can tell whether the build is current.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'vite';
import { precompress } from './precompress.ts';
import { sourceHash } from './source-hash.ts';

const outDir = resolve(process.env.BUILD_DIR ?? 'dist');
const started = Date.now();

execFileSync(process.execPath, ['scripts/generate-assets.ts'], { stdio: 'inherit' });
await build({ logLevel: 'warn', build: { outDir: join(outDir, 'client'), emptyOutDir: true } });
await build({ logLevel: 'warn', mode: 'admin', build: { outDir: join(outDir, 'client'), emptyOutDir: false } });
await build({
  logLevel: 'warn',
  build: { ssr: 'src/web/entry-server.tsx', outDir: join(outDir, 'server'), emptyOutDir: true, manifest: false },
});
precompress(join(outDir, 'client'));
// A build outside the project (tests use temporary folders) must still resolve the SSR entry's packages.
const outside = relative(process.cwd(), outDir).startsWith('..');
if (outside && !existsSync(join(outDir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(outDir, 'node_modules'), 'dir');
writeFileSync(join(outDir, 'build-stamp'), sourceHash());
console.log(`Built into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
