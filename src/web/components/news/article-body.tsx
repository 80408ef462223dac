import { styled } from 'styled-components';
import { colors, radius } from '../../../ui/styles/theme.ts';

const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.75;
  color: ${colors.text};
  overflow-wrap: anywhere;
  p, ul, ol, blockquote, table, pre, figure { margin: 0 0 1.25rem; }
  ul, ol { padding-left: 1.5rem; }
  h2, h3, h4 { margin: 2rem 0 0.75rem; }
  a { color: ${colors.copperDark}; }
  img { max-width: 100%; height: auto; border-radius: ${radius.sm}; }
  blockquote { border-left: 4px solid ${colors.line}; padding-left: 1rem; color: ${colors.muted}; }
  .table-scroll {
    max-width: 100%;
    overflow-x: auto;
    margin: 0 0 1.25rem;
    border-radius: ${radius.sm};
    table { margin: 0; }
  }
  table { border-collapse: collapse; font-size: 0.95rem; line-height: 1.5; }
  th, td { border: 1px solid ${colors.line}; padding: 0.5rem 0.75rem; text-align: left; }
  /* Figures, hole ids and units stay whole; only long prose cells wrap. */
  th, td { white-space: nowrap; overflow-wrap: normal; font-variant-numeric: tabular-nums; }
  td.prose-cell, th.prose-cell { white-space: normal; min-width: 16rem; }
  th { background: ${colors.surfaceAlt}; }
  pre { overflow-x: auto; padding: 1rem; background: ${colors.surfaceAlt}; border-radius: ${radius.sm}; }
  code { font-size: 0.92em; }
  hr { border: 0; border-top: 1px solid ${colors.line}; margin: 2rem 0; }
  figcaption { font-size: 0.9rem; color: ${colors.muted}; }
`;

const Missing = styled.p`
  color: ${colors.muted};
  font-style: italic;
`;

/** The body as the server rendered and sanitized it (render-article-body); nothing is parsed in the browser. */
export function ArticleBody({ html }: { html: string }) {
  if (!html.trim()) return <Missing>Content not available</Missing>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allowlist before it gets here
  return <Prose data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
