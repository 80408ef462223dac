import { styled } from 'styled-components';
import { normalizePath, sectionOf } from '../../../shared/site-sections.ts';
import { colors, fonts, media } from '../../../ui/styles/theme.ts';
import { SCROLL_CURRENT_PROPS } from '../../enhancements/scroll-current-into-view.ts';
import { Container } from '../../../ui/layout.tsx';

const Bar = styled.nav`
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.line};
  box-shadow: 0 1px 2px rgba(20, 32, 43, 0.04);
`;

// One row that scrolls sideways on a phone (the page itself never does); wraps on wide screens.
const List = styled.ul`
  display: flex;
  gap: 0 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  overflow-x: auto;
  scrollbar-width: none;
  /* The right edge fades to show there is more; the end padding lets the last link scroll clear of the fade. */
  margin-right: -1.25rem;
  padding-right: 2rem;
  mask-image: linear-gradient(to right, #000 calc(100% - 2rem), transparent);
  ${media.md} { margin-right: -2rem; }
  ${media.lg} { flex-wrap: wrap; overflow-x: visible; margin-right: 0; padding-right: 0; mask-image: none; }
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    padding: 0 0.1rem;
    white-space: nowrap;
    color: ${colors.muted};
    text-decoration: none;
    font-family: ${fonts.heading};
    font-weight: 600;
    font-size: 0.88rem;
    border-bottom: 3px solid transparent;
    border-top: 3px solid transparent;
  }
  a:hover { color: ${colors.copperDark}; }
  a[aria-current='page'] { color: ${colors.ink}; border-bottom-color: ${colors.copper}; }
`;

/**
 * The pages of the current page's section (About Us, Projects or Investors) as a bar under the page hero;
 * renders nothing on pages outside the three sections. The heroes place it, so no page has to. Static:
 * on a phone the page's loader scrolls the row to the current page (scrollCurrentIntoView).
 */
export function SectionNav(props: { pathname: string }) {
  const pathname = normalizePath(props.pathname);
  const section = sectionOf(pathname);
  if (!section) return null;
  return (
    <Bar aria-label={`${section.label} section`}>
      <Container>
        <List {...SCROLL_CURRENT_PROPS}>
          {section.pages.map((page) => (
            <li key={page.path}>
              <a href={page.path} aria-current={page.path === pathname ? 'page' : undefined}>
                {page.label}
              </a>
            </li>
          ))}
        </List>
      </Container>
    </Bar>
  );
}
