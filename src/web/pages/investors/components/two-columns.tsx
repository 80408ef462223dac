import { styled } from 'styled-components';
import { media } from '../../../../ui/styles/theme.ts';

/** Two columns from the large breakpoint, stacked below it; `$wideFirst` gives the first column three fifths. */
export const TwoColumns = styled.div<{ $wideFirst?: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: ${({ $wideFirst }) => ($wideFirst ? '3fr 2fr' : '1fr 1fr')}; }
`;
