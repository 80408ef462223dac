import { useAtomValue } from 'jotai';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PublicArticle } from '../../../shared/article.ts';
import { formatCorrectionTime } from '../../../shared/company-time.ts';
import { pageTitle } from '../../../shared/site.ts';
import { isSiteImage } from '../../../shared/site-image.ts';
import { publishedSupersededNotice } from '../../../shared/superseded.ts';
import { ArticleBody } from '../../components/news/article-body.tsx';
import { ArticleDisclaimer } from '../../components/news/article-disclaimer.tsx';
import { CategoryBadge } from '../../components/news/category-badge.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { type DataSource, dataSource } from '../../data/data-source.ts';
import { publicConfigAtom } from '../../state/config.ts';
import type { RouteHandle } from '../../route-meta.ts';
import { colors } from '../../../ui/styles/theme.ts';
import { articleImage, articleJsonLd } from './article-json-ld.ts';
import { ReleaseDate } from '../../components/news/release-date.tsx';
import { ReleaseDrilling } from '../../components/drilling/release-drilling.tsx';
import { ReleaseNotices, ReleaseRecord } from '../../components/news/release-record.tsx';

export async function loader({ params, context, request }: LoaderFunctionArgs) {
  const source = dataSource(context);
  const article = await source.getArticle(params.slug ?? '');
  const drilling = article ? await source.releaseDrilling(article.slug) : null;
  const url = new URL(request.url);
  return data({ article, drilling, url: url.origin + url.pathname, zone: source.companyTimeZone }, { status: article ? 200 : 404 });
}

type Drilling = Awaited<ReturnType<DataSource['releaseDrilling']>>;

/** A dated note for each resource estimate this release published that a newer one has superseded. */
function supersededEstimates(drilling: Drilling): PublicArticle['notices'] {
  return (drilling?.estimates ?? []).flatMap((estimate) =>
    estimate.supersededBy ? [{ kind: 'superseded' as const, text: publishedSupersededNotice(estimate.name, estimate.supersededBy) }] : [],
  );
}
type LoaderData = { article: PublicArticle | null; drilling: Drilling; url: string; zone: string };

export const handle: RouteHandle = {
  meta: ({ data }) => {
    const { article, url, zone } = (data as LoaderData | undefined) ?? { article: null, url: '', zone: '' };
    return article
      ? {
          title: pageTitle(article.title),
          description: article.description,
          ogType: 'article',
          image: articleImage(article),
          jsonLd: articleJsonLd(article, url, zone),
        }
      : { title: pageTitle('Article Not Found'), noindex: true };
  },
};

const Narrow = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 1rem;
  color: inherit;
`;

const Corrections = styled.ul`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;
`;

const Back = styled(ButtonLink)`
  margin-bottom: 2rem;
`;

const Featured = styled.img`
  display: block;
  width: 100%;
  height: auto;
  margin-bottom: 2rem;
  border-radius: 10px;
`;

const More = styled.div`
  margin-top: 3rem;
  padding-top: 2rem;
  border-top: 1px solid ${colors.line};
  text-align: center;
  h2 { font-size: 1.5rem; margin-bottom: 1rem; }
`;

const NotFoundText = styled.p`
  color: ${colors.muted};
  margin-bottom: 1.5rem;
`;

export default function ArticlePage() {
  const { article, drilling } = useLoaderData() as LoaderData;
  return <ArticleView article={article} drilling={drilling} />;
}

/** The article as visitors see it; the preview page shows exactly this under its banner (without result tables, which are public only with the release). */
export function ArticleView({ article, drilling = null }: { article: PublicArticle | null; drilling?: Drilling }) {
  const zone = useAtomValue(publicConfigAtom).companyTimeZone;
  if (!article) {
    return (
      <>
        <PageHero title="Article Not Found" />
        <Section>
          <Container>
            <NotFoundText>The article you're looking for doesn't exist or has been removed.</NotFoundText>
            <ButtonLink href="/investors/media">← Back to Media</ButtonLink>
          </Container>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHero title={article.title} subtitle={article.description || undefined}>
        <Meta>
          <CategoryBadge>{article.category}</CategoryBadge>
          <ReleaseDate date={article.date} />
          <span>Source: {article.source}</span>
        </Meta>
        <ReleaseRecord article={article} />
        <ReleaseNotices notices={[...article.notices, ...supersededEstimates(drilling)]} />
        {article.corrections.length ? (
          <Corrections>
            {article.corrections.map((correction) => (
              <li key={correction.at} data-correction>
                Updated <time dateTime={correction.at}>{formatCorrectionTime(correction.at, zone)}</time>
                {`: ${correction.note}`}
              </li>
            ))}
          </Corrections>
        ) : null}
      </PageHero>
      <Section>
        <Container>
          <Narrow>
            <Back href="/investors/media" $variant="outline">
              ← Back to Media
            </Back>
            {article.featuredImage && isSiteImage(article.featuredImage) ? (
              <Featured src={article.featuredImage} alt={article.title} />
            ) : null}
            <ArticleBody html={article.html} />
            {drilling ? <ReleaseDrilling slug={article.slug} results={drilling} zone={zone} /> : null}
            {article.includeDisclaimer === false ? null : <ArticleDisclaimer />}
            <More>
              <h2>More News & Press Releases</h2>
              <ButtonLink href="/investors/media">View All Articles</ButtonLink>
            </More>
          </Narrow>
        </Container>
      </Section>
    </>
  );
}
