import { LRUCache } from 'lru-cache';
import type { ServerStyleSheet } from 'styled-components';

/**
 * styled-components compiles each component's CSS with stylis into a fresh sheet on every server
 * render; only its server-components mode keeps the result between renders. A class name is a hash
 * of the component id and its CSS, so the compiled rules for (id, name) never change: keep them here
 * and hand them to each new sheet instead of compiling again. The bound only matters if props ever
 * produced an unbounded set of distinct styles.
 */
const compiled = new LRUCache<string, string[]>({ max: 10_000 });

/** Makes this render's sheet reuse rules compiled by earlier renders (and remember its own). */
export function shareCompiledRules(sheet: ServerStyleSheet): void {
  const instance = sheet.instance;
  const hasName = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  instance.insertRules = (id, name, rules) => {
    compiled.set(`${id} ${name}`, rules);
    insertRules(id, name, rules);
  };
  instance.hasNameForId = (id, name) => {
    if (hasName(id, name)) return true;
    const rules = compiled.get(`${id} ${name}`);
    if (!rules) return false;
    insertRules(id, name, rules);
    return true;
  };
}
