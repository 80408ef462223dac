import { type Static, Type } from '@sinclair/typebox';
import { Nullable } from './schema-types.ts';

/** A saved version of an edited document (the company facts), newest first in GET …/revisions. */
export const Revision = Type.Object({
  version: Type.Integer(),
  createdAt: Type.String(),
  username: Nullable(Type.String()),
  snapshot: Type.Unknown(),
});
export type Revision = Static<typeof Revision>;
