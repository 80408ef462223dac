import { Type } from '@sinclair/typebox';

export const IdParams = Type.Object({ id: Type.String() });
export type IdParams = { id: string };
