import { styled } from 'styled-components';
import { type QuoteTone, quoteTones } from './quote-tones.ts';

/** The small uppercase caption over a quote figure, in the tone of its background. */
export const QuoteLabel = styled.span<{ $tone: QuoteTone }>`
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ $tone }) => quoteTones[$tone].muted};
`;
