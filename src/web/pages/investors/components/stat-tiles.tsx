import { styled } from 'styled-components';
import { colors, fonts, radius } from '../../../styles/theme.ts';

const List = styled.dl`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr));
  margin: 0;
`;

const Tile = styled.div<{ $dark: boolean }>`
  display: flex;
  flex-direction: column-reverse;
  padding: 1.25rem 1rem;
  text-align: center;
  border-radius: ${radius.md};
  background: ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.08)' : colors.surface)};
  border: 1px solid ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.16)' : colors.line)};
  dt { font-size: 0.9rem; color: ${({ $dark }) => ($dark ? colors.onDarkMuted : colors.muted)}; }
  dd {
    margin: 0 0 0.25rem;
    font-family: ${fonts.heading};
    font-size: 1.9rem;
    font-weight: 700;
    color: ${({ $dark }) => ($dark ? colors.copperLight : colors.copperDark)};
  }
`;

/** Big figures with a caption (value first on screen, label first for screen readers). */
export function StatTiles(props: { items: readonly { value: string; label: string }[]; dark?: boolean }) {
  return (
    <List>
      {props.items.map((item) => (
        <Tile key={item.label} $dark={props.dark ?? false}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Tile>
      ))}
    </List>
  );
}
