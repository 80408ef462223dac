import { styled } from 'styled-components';
import { trackedItems } from './analytics-dashboard.ts';
import { colors, radius } from '../../ui/styles/theme.ts';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
`;

const Item = styled.li`
  padding: 1.25rem;
  background: ${colors.surface};
  border-radius: ${radius.md};
  border-left: 4px solid ${colors.copper};
  h3 { font-size: 1.05rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

/** What the GA4 tag collects on this site, in plain words for the administrator. */
export function TrackedItems(props: { labelledBy: string }) {
  return (
    <Items aria-labelledby={props.labelledBy}>
      {trackedItems.map((item) => (
        <Item key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </Item>
      ))}
    </Items>
  );
}
