import { styled } from 'styled-components';
import { colors, radius } from '../../../ui/styles/theme.ts';

/** The article's category as a small pill (list items and the article page). */
export const CategoryBadge = styled.span`
  display: inline-block;
  padding: 0.2rem 0.75rem;
  border-radius: ${radius.pill};
  background: ${colors.surfaceAlt};
  color: ${colors.copperDark};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
