import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { EMPTY_RESULTS, SEARCH_QUERY_MAX_LENGTH, type SearchResults as Results } from '../../../shared/search.ts';
import { Button } from '../../../ui/button.tsx';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { dataSource } from '../../data/data-source.ts';
import { HttpError } from '../../../shared/fetch-json.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';
import { SearchResults } from './search-results.tsx';

interface LoaderData {
  query: string;
  results: Results;
  error: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<LoaderData> {
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (!query) return { query, results: EMPTY_RESULTS, error: null };
  if (query.length > SEARCH_QUERY_MAX_LENGTH) {
    return { query, results: EMPTY_RESULTS, error: `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.` };
  }
  try {
    return { query, results: await dataSource(context).search(query), error: null };
  } catch (error) {
    // In the browser the API may refuse (rate limit): say so on the page instead of failing the route.
    if (error instanceof HttpError) return { query, results: EMPTY_RESULTS, error: 'Search is unavailable right now. Please try again shortly.' };
    throw error;
  }
}

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  max-width: 720px;
  label { flex-basis: 100%; font-weight: 600; }
  input {
    flex: 1 1 220px;
    min-width: 0;
    padding: 0.75rem 1rem;
    font-size: 1rem;
    border: 1px solid ${colors.line};
    border-radius: ${radius.sm};
  }
`;

const Summary = styled.p`
  margin-top: 1.5rem;
  color: ${colors.muted};
`;

function summary({ query, results, error }: LoaderData): string {
  if (error) return error;
  if (!query) return 'Enter a word or phrase to search our pages and news releases.';
  const count = results.pages.length + results.news.length + results.documents.length;
  return count === 0 ? `No results for “${query}”.` : `${count} result${count === 1 ? '' : 's'} for “${query}”.`;
}

/** /search?q= — server-rendered and linkable; the form is a plain GET, so it works without JavaScript. */
export default function SearchPage() {
  const data = useLoaderData() as LoaderData;
  return (
    <>
      <PageHero title="Search" subtitle="Find pages and press releases across the site." />
      <Section>
        <Container>
          <SearchForm method="get" action="/search" role="search">
            <label htmlFor="search-page-query">Search the site</label>
            <input id="search-page-query" key={data.query} type="search" name="q" defaultValue={data.query} maxLength={SEARCH_QUERY_MAX_LENGTH} />
            <Button type="submit">Search</Button>
          </SearchForm>
          <Summary role="status">{summary(data)}</Summary>
          <SearchResults results={data.results} />
        </Container>
      </Section>
    </>
  );
}
