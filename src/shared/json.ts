/** A value that survives JSON unchanged: what JSON.parse(JSON.stringify(value)) gives back equal. */
export type Json = null | boolean | number | string | readonly Json[] | JsonObject;
export type JsonObject = { readonly [key: string]: Json };

/**
 * T itself when all of it is JSON, else a type T is not assignable to: a function, Date, Map, bigint or
 * undefined anywhere inside turns into never there. A check rather than `T extends Json`, so interfaces
 * (which have no index signature) pass, and so do optional properties (an absent key reads back absent).
 */
export type JsonShaped<T> = T extends boolean | number | string | null
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly (infer Item)[]
      ? readonly JsonShaped<Item>[]
      : T extends object
        ? { [K in keyof T]: JsonShaped<T[K]> }
        : never;

/** Props whose every value is JSON (see JsonShaped): `P extends JsonProps<P>` holds only for those. */
export type JsonProps<P> = { [K in keyof P]: JsonShaped<P[K]> };
