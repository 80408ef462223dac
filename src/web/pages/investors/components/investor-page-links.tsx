import { styled } from 'styled-components';
import { SITE_SECTIONS } from '../../../../shared/site-sections.ts';
import { Grid } from '../../../../ui/layout.tsx';
import { colors, fonts, radius, shadow } from '../../../../ui/styles/theme.ts';

const investorPages = SITE_SECTIONS.find((section) => section.id === 'investors')?.pages.filter((page) => page.path !== '/investors') ?? [];

const List = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  margin: 0;
  padding: 0;
  gap: 1rem;
`;

const CardLink = styled.a`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  height: 100%;
  padding: 1.25rem 1.35rem;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-top: 3px solid ${colors.copper};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  color: ${colors.text};
  text-decoration: none;
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  strong { font-family: ${fonts.heading}; font-size: 1.05rem; color: ${colors.ink}; }
  > span { font-size: 0.92rem; color: ${colors.muted}; }
  &:hover { color: ${colors.text}; box-shadow: ${shadow.raised}; transform: translateY(-2px); }
  &:hover strong { color: ${colors.copperDark}; }
`;

const Arrow = styled.span`
  transition: margin-left 0.2s ease;
`;

/** A card for every investor page, so each is one click from the hub; `descriptions` replaces a page's own line. */
export function InvestorPageLinks({ descriptions = {} }: { descriptions?: Readonly<Record<string, string>> }) {
  return (
    <List $min="240px">
      {investorPages.map((page) => (
        <li key={page.path}>
          <CardLink href={page.path}>
            <strong>
              {page.label} <Arrow aria-hidden="true">→</Arrow>
            </strong>
            <span>{descriptions[page.path] ?? page.description}</span>
          </CardLink>
        </li>
      ))}
    </List>
  );
}
