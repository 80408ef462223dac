import { Fragment } from 'react';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function decodeHtml(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);
}

/**
 * A search snippet: escaped text where only <mark> is markup (see shared/search.ts). Built as React
 * nodes rather than injected as HTML, so even a malformed snippet cannot add markup to the page.
 */
export function Snippet({ html }: { html: string }) {
  const parts = html.split(/<mark>(.*?)<\/mark>/);
  return (
    <>
      {parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{decodeHtml(part)}</mark> : <Fragment key={i}>{decodeHtml(part)}</Fragment>))}
    </>
  );
}
