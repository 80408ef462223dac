import { styled } from 'styled-components';
import { colors, radius, shadow } from './styles/theme.ts';

export const Card = styled.article`
  background: ${colors.surface};
  color: ${colors.text};
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  box-shadow: ${shadow.card};
  padding: 1.5rem;
  h3 { font-size: 1.2rem; }
`;
