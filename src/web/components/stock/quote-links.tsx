import { styled } from 'styled-components';
import { quoteLinks } from '../../content/share-structure.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Item = styled.li`
  a {
    display: block;
    height: 100%;
    padding: 1.25rem;
    border: 1px solid ${colors.line};
    border-radius: ${radius.md};
    background: ${colors.surface};
    color: ${colors.text};
    text-decoration: none;
    transition: border-color 0.2s ease;
  }
  a:hover, a:focus-visible { border-color: ${colors.copperDark}; }
  strong { display: block; color: ${colors.copperDark}; font-size: 1.1rem; margin-bottom: 0.35rem; }
  span { color: ${colors.muted}; font-size: 0.95rem; }
`;

/** Third-party quote pages for DCOP; they open in a new tab. */
export function QuoteLinks() {
  return (
    <List>
      {quoteLinks.map((link) => (
        <Item key={link.name}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            <strong>{link.name}</strong>
            <span>{link.description}</span>
          </a>
        </Item>
      ))}
    </List>
  );
}
