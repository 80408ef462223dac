/**
 * Writes a migration for the difference between the entities and the schema the existing migrations
 * build, using a throwaway in-memory PGlite. Usage: npm run migration:create -- [name]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from '../src/server/db/entities/index.ts';
import { migrationsList } from '../migrations/index.ts';

const orm = await PgliteMikroORM.init({
  entities,
  extensions: [Migrator],
  dbName: 'memory://',
  migrations: { migrationsList, path: './migrations', snapshot: false, emit: 'ts' },
  allowGlobalContext: true,
});
await orm.migrator.up();
const result = await orm.migrator.create('./migrations', false, false, process.argv[2]);
await orm.close(true);
if (!result.fileName) {
  console.log('No schema changes: no migration written.');
  process.exit(0);
}
const className = result.fileName.replace(/\.ts$/, '');
const indexFile = './migrations/index.ts';
const index = readFileSync(indexFile, 'utf8')
  .replace(/^(import type .*\n)/, `$1import { ${className} } from './${className}.ts';\n`)
  .replace(/\] = \[([^\]]*)\];/, (_m, list: string) => {
    const items = list.split(',').map((s) => s.trim()).filter(Boolean);
    items.push(`{ name: '${className}', class: ${className} }`);
    return `] = [\n  ${items.join(',\n  ')},\n];`;
  });
writeFileSync(indexFile, index);
console.log(`Wrote migrations/${result.fileName}`);
