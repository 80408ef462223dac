import { type SchemaOptions, type TLiteral, type TSchema, type TUnion, Type } from '@sinclair/typebox';

/** A value or JSON null, as the API sends an absent optional field. */
export const Nullable = <T extends TSchema>(schema: T, options?: SchemaOptions) => Type.Union([schema, Type.Null()], options);

/**
 * One of a fixed list of strings. Typed as one literal of them all rather than an array of literals,
 * which the route type provider would read as `never`.
 */
export function LiteralUnion<const T extends readonly string[]>(values: T, options?: SchemaOptions) {
  return Type.Union(values.map((value) => Type.Literal(value)), options) as unknown as TUnion<[TLiteral<T[number]>]>;
}
