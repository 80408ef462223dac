import { isDatabaseUnavailable } from '../plugins/error-handler.ts';

/**
 * What content pages read from the database (company facts, the public documents), kept as last read:
 * while the database is unreachable a page renders with the last good answer instead of failing, as it
 * did when these were static. Every read goes to the database first, so a change shows at once.
 */
export function lastGood<A extends unknown[], T>(read: (...args: A) => Promise<T>, key: (...args: A) => string = () => '') {
  const held = new Map<string, T>();
  return {
    async get(...args: A): Promise<T> {
      const k = key(...args);
      try {
        const value = await read(...args);
        held.set(k, value);
        return value;
      } catch (error) {
        if (isDatabaseUnavailable(error) && held.has(k)) return held.get(k)!;
        throw error;
      }
    },
  };
}
