import { styled } from 'styled-components';
import { colors, fonts, radius } from './styles/theme.ts';

export interface Figure {
  value: string;
  label: string;
}

type Size = 'large' | 'compact';

const List = styled.dl<{ $size: Size }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $size }) => ($size === 'large' ? '140px' : '150px')}), 1fr));
  margin: 0;
`;

const Item = styled.div<{ $dark: boolean; $size: Size }>`
  display: flex;
  flex-direction: column-reverse;
  padding: ${({ $size }) => ($size === 'large' ? '1.25rem 1rem' : '1.1rem 1rem')};
  text-align: ${({ $size }) => ($size === 'large' ? 'center' : 'left')};
  border-radius: ${radius.md};
  background: ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.08)' : colors.surface)};
  border: 1px solid ${({ $dark }) => ($dark ? 'rgba(255, 255, 255, 0.16)' : colors.line)};
  dt { font-size: 0.9rem; color: ${({ $dark }) => ($dark ? colors.onDarkMuted : colors.muted)}; }
  dd {
    margin: 0 0 0.25rem;
    font-family: ${fonts.heading};
    font-size: ${({ $size }) => ($size === 'large' ? '1.9rem' : 'clamp(1.4rem, 3vw, 1.8rem)')};
    font-weight: 700;
    color: ${({ $dark }) => ($dark ? colors.copperLight : colors.copperDark)};
  }
`;

/**
 * Key figures with a caption: the value reads first on screen, the label first for screen readers.
 * Large tiles are centred summary figures; compact ones sit in project cards and heroes.
 */
export function FigureGrid(props: { figures: readonly Figure[]; size: Size; dark?: boolean; className?: string }) {
  return (
    <List className={props.className} $size={props.size}>
      {props.figures.map((figure) => (
        <Item key={figure.label} $dark={props.dark ?? false} $size={props.size}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </Item>
      ))}
    </List>
  );
}
