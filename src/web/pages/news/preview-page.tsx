import { useAtomValue } from 'jotai';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { formatGoLive } from '../../../shared/company-time.ts';
import { PREVIEW_BANNER, type PreviewArticle } from '../../../shared/preview.ts';
import { pageTitle } from '../../../shared/site.ts';
import { dataSource } from '../../data/data-source.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { publicConfigAtom } from '../../state/config.ts';
import { ArticleView } from './article-page.tsx';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const article = await dataSource(context).previewArticle(params.token ?? '');
  return data({ article }, { status: article ? 200 : 404 });
}

type LoaderData = { article: PreviewArticle | null };

export const handle: RouteHandle = {
  meta: ({ data }) => {
    const article = (data as LoaderData | undefined)?.article;
    return { title: pageTitle(article ? `Preview: ${article.title}` : 'Preview Not Found'), noindex: true };
  },
};

const Banner = styled.div`
  position: sticky;
  top: 0;
  z-index: 60;
  padding: 0.75rem 1rem;
  background: #fef7e0;
  border-bottom: 3px solid #f9ab00;
  color: #3c2a00;
  text-align: center;
  font-weight: 700;
  span { font-weight: 400; }
`;

const Status = styled.strong`
  display: block;
  margin-top: 0.2rem;
  font-weight: 700;
`;

/** What the release will be once saved as it stands in the preview. */
function statusLine(article: PreviewArticle, zone: string): string {
  if (article.status === 'Scheduled' && article.scheduledDate) return `Scheduled for ${formatGoLive(article.scheduledDate, zone)}`;
  return article.status === 'Published' ? 'Published' : 'Draft';
}

const Gone = styled.p`
  margin: 0;
  padding: 5rem 1rem;
  text-align: center;
`;

/** A signed preview link: the article exactly as its public page will show it, under a banner saying it is not public. */
export default function PreviewPage() {
  const { article } = useLoaderData() as LoaderData;
  const zone = useAtomValue(publicConfigAtom).companyTimeZone;
  if (!article) return <Gone>This preview link is invalid or has expired. Open a new preview from the News Admin Dashboard.</Gone>;
  return (
    <>
      <Banner role="status">
        {PREVIEW_BANNER} <span>— only people with this link can see this page, for one hour.</span>
        <Status>{statusLine(article, zone)}</Status>
      </Banner>
      <ArticleView article={article} />
    </>
  );
}
