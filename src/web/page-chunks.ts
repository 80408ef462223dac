/**
 * The id of the JSON list, written by the server into each page, of the script chunks that page runs:
 * the hydration entry and the page module with their imports. boot.ts preloads them before importing the entry.
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';
