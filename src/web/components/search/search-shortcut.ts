function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl+K / Cmd+K anywhere, and '/' when the visitor is not typing in a field. Without React, so a public
 * page's loader can hold the shortcut for the search island before that island has hydrated.
 */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  const modifier = event.ctrlKey || event.metaKey;
  return (modifier && event.key.toLowerCase() === 'k') || (!modifier && event.key === '/' && !isTyping(event.target));
}
