import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122184029_initial } from './Migration20261122184029_initial.ts';

/** Listed explicitly: folder discovery breaks under bundlers and older Node versions. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122184029_initial', class: Migration20261122184029_initial },
];
