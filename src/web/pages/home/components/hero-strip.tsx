import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import type { ArticleListItem } from '../../../../shared/article.ts';
import { TICKER, TICKER_TEXT } from '../../../../shared/site.ts';
import { quoteTones } from '../../../components/stock/quote-tones.ts';
import { quoteRootAttributes, quoteText, quoteView, shownWhen, toned } from '../../../components/stock/quote-view.ts';
import { Container } from '../../../../ui/layout.tsx';
import { quotesAtom } from '../../../state/quotes.ts';
import { colors, fonts, media } from '../../../../ui/styles/theme.ts';
import { ReleaseDate } from '../../../components/news/release-date.tsx';

const Strip = styled.section`
  position: relative;
  z-index: 1;
  background: rgba(14, 26, 36, 0.88);
  border-top: 1px solid rgba(247, 244, 240, 0.16);
  color: ${colors.onDark};
  text-align: left;
`;

const Layout = styled(Container)`
  display: grid;
  gap: 1rem 2.5rem;
  padding-top: 1rem;
  padding-bottom: 1.1rem;
  ${media.lg} { grid-template-columns: max-content minmax(0, 1fr); align-items: start; padding-top: 1.1rem; padding-bottom: 1.2rem; }
`;

// Captions, not headings: the home page's outline stays the spec's eight sections.
const Label = styled.p`
  margin: 0 0 0.35rem;
  font-family: ${fonts.body};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${colors.onDarkMuted};
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${colors.copperLight}; }
`;

const Quote = styled.div`
  ${media.lg} { padding-right: 2.5rem; border-right: 1px solid rgba(247, 244, 240, 0.16); }
`;

const Price = styled.a`
  font-family: ${fonts.heading};
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${colors.onDark};
  text-decoration: none;
  &:hover { color: ${colors.copperLight}; }
`;

const Unit = styled.span`
  font-size: 0.8rem;
  font-weight: 600;
  margin-left: 0.3rem;
`;

const Change = styled.span`
  margin-left: 0.6rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${quoteTones.dark.up};
  &[data-quote-direction='down'] { color: ${quoteTones.dark.down}; }
`;

const When = styled.span`
  display: block;
  margin-top: 0.1rem;
  font-size: 0.8rem;
  color: ${colors.onDarkMuted};
  &[hidden] { display: none; }
`;

const Releases = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  ${media.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1.5rem; }
  a { display: flex; flex-direction: column; gap: 0.15rem; color: ${colors.onDark}; text-decoration: none; }
  a:hover span, a:focus-visible span { color: ${colors.copperLight}; text-decoration: underline; }
  time { font-size: 0.75rem; color: ${colors.onDarkMuted}; }
  span {
    font-size: 0.9rem;
    font-weight: 600;
    line-height: 1.35;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const Empty = styled.p`
  margin: 0;
  font-size: 0.9rem;
  a { color: ${colors.onDark}; }
`;

/**
 * Along the hero's lower edge: the share price with the time it is from, and the three latest releases,
 * each linking to its page. Server HTML: the price refreshes without React (enhancements/live-quotes.ts).
 * `releases` is null when the news could not be read; the rest of the home page needs no database.
 */
export function HeroStrip(props: { releases: ArticleListItem[] | null }) {
  const view = quoteView(useAtomValue(quotesAtom)[TICKER]);
  return (
    <Strip aria-labelledby="hero-strip-heading" data-testid="hero-strip">
      <h2 id="hero-strip-heading" className="visually-hidden">
        Share price and latest news
      </h2>
      <Layout>
        <div>
          <Label>{TICKER_TEXT}</Label>
          <Quote {...quoteRootAttributes(TICKER)}>
            <Price href="/investors/stock-information">
              <span {...quoteText('price')}>{view.texts.price}</span>
              <Unit {...shownWhen(view, 'settled')}>CAD</Unit>
              <span className="visually-hidden">, stock information</span>
            </Price>
            <Change {...quoteText('changePercent')} {...toned(view)} {...shownWhen(view, 'quote')}>
              {view.texts.changePercent}
            </Change>
            <When {...quoteText('updated')} {...shownWhen(view, 'quote')}>
              {view.texts.updated}
            </When>
            <When {...shownWhen(view, 'unavailable')}>Live data unavailable</When>
          </Quote>
        </div>
        <div>
          <Label>
            <a href="/investors/media">Latest news</a>
          </Label>
          {props.releases?.length ? (
            <Releases data-testid="latest-releases">
              {props.releases.map((release) => (
                <li key={release.slug}>
                  <a href={`/articles/${release.slug}`}>
                    <ReleaseDate date={release.date} />
                    <span>{release.title}</span>
                  </a>
                </li>
              ))}
            </Releases>
          ) : (
            <Empty>
              <a href="/investors/media">Press Releases &amp; News</a>
            </Empty>
          )}
        </div>
      </Layout>
    </Strip>
  );
}
