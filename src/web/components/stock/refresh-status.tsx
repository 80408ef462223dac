import { keyframes, styled } from 'styled-components';
import { colors, media } from '../../../ui/styles/theme.ts';
import { quoteText } from './quote-view.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${media.reducedMotion} { animation-duration: 2.4s; }
`;

// Spaced by its own margin, not the row's gap, so an empty status (no quote yet) leaves no indent.
const Status = styled.span`
  margin-right: 0.85rem;
  &:empty { margin-right: 0; }
  font-size: 0.85rem;
  color: ${colors.muted};
  font-variant-numeric: tabular-nums;
`;

/** Beside the Refresh button: that a refresh is under way, else when the server last asked the provider. */
export function RefreshStatus(props: { children: string }) {
  return (
    <Status role="status" data-testid="refresh-status" {...quoteText('checked')}>
      {props.children}
    </Status>
  );
}
