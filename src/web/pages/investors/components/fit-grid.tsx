import { styled } from 'styled-components';

/** Like the shared Grid, but a short row stretches to the full width instead of leaving empty tracks. */
export const FitGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = '260px' }) => $min}), 1fr));
`;
