import { styled } from 'styled-components';
import type { SearchResults as Results } from '../../../shared/search.ts';
import { formatNewsDate } from '../../components/search/search-options.ts';
import { Snippet } from '../../components/search/snippet.tsx';
import { colors } from '../../../ui/styles/theme.ts';

const Group = styled.section`
  margin-top: 2.5rem;
  h2 { font-size: 1.4rem; margin-bottom: 0.75rem; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li { padding: 1rem 0; border-bottom: 1px solid ${colors.line}; }
  a { font-weight: 600; font-size: 1.1rem; color: ${colors.copperDark}; }
  small { display: block; color: ${colors.muted}; margin-top: 0.2rem; }
  p { margin: 0.35rem 0 0; color: ${colors.text}; overflow-wrap: anywhere; }
  mark { background: #fbe3cf; color: inherit; padding: 0 0.1em; border-radius: 2px; }
`;

/** The full results of /search: pages, news and documents, each a linkable list. */
export function SearchResults({ results }: { results: Results }) {
  return (
    <>
      {results.pages.length > 0 ? (
        <Group aria-labelledby="search-pages">
          <h2 id="search-pages">Pages</h2>
          <List>
            {results.pages.map((p) => (
              <li key={p.path}>
                <a href={p.path}>{p.title}</a>
                <p>
                  <Snippet html={p.snippet} />
                </p>
              </li>
            ))}
          </List>
        </Group>
      ) : null}
      {results.news.length > 0 ? (
        <Group aria-labelledby="search-news">
          <h2 id="search-news">News</h2>
          <List>
            {results.news.map((n) => (
              <li key={n.slug}>
                <a href={`/articles/${n.slug}`}>{n.title}</a>
                <small>{formatNewsDate(n.date)}</small>
                <p>
                  <Snippet html={n.snippet} />
                </p>
              </li>
            ))}
          </List>
        </Group>
      ) : null}
      {results.documents.length > 0 ? (
        <Group aria-labelledby="search-documents">
          <h2 id="search-documents">Documents</h2>
          <List>
            {results.documents.map((d) => (
              <li key={d.url}>
                <a href={d.url} target="_blank" rel="noopener noreferrer">
                  {d.title} (PDF)
                </a>
                <small>{formatNewsDate(`${d.documentDate}T00:00:00Z`)}</small>
              </li>
            ))}
          </List>
        </Group>
      ) : null}
    </>
  );
}
