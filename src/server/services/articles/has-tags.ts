/**
 * Whether content is HTML: a `<` followed by a letter, with a `>` somewhere after it. Two index
 * scans, linear in the length, so no input can make it backtrack (the old regular expression
 * `/<[a-z][\s\S]*>/i` took seconds on 100 KB of "<a").
 */
export function hasTags(content: string): boolean {
  const open = content.search(/<[a-z]/i);
  return open !== -1 && content.lastIndexOf('>') > open;
}
