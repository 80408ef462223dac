/**
 * Writes a migration for the difference between the entities and the schema the existing migrations
 * build, using a throwaway in-memory PGlite. Usage: npm run migration:create -- [name]
 */
import { readdirSync, writeFileSync } from 'node:fs';
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
const classes = readdirSync('./migrations')
  .filter((f) => /^Migration\d+.*\.ts$/.test(f))
  .sort()
  .map((f) => f.replace(/\.ts$/, ''));
writeFileSync(
  './migrations/index.ts',
  `import type { MigrationObject } from '@mikro-orm/core';
${classes.map((c) => `import { ${c} } from './${c}.ts';`).join('\n')}

/** Listed explicitly: folder discovery breaks under bundlers and older Node versions. */
export const migrationsList: MigrationObject[] = [
${classes.map((c) => `  { name: '${c}', class: ${c} },`).join('\n')}
];
`,
);
console.log(`Wrote migrations/${result.fileName}`);
