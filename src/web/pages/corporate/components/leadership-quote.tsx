import { styled } from 'styled-components';
import { leadershipQuote } from '../../../content/strategy.ts';
import { colors, fonts } from '../../../../ui/styles/theme.ts';
import { CitedRuns } from './footnote.tsx';

const Figure = styled.figure`
  margin: 0;
  max-width: 900px;
  blockquote {
    margin: 0 0 1.25rem;
    padding-left: 1.5rem;
    border-left: 5px solid ${colors.copper};
    font-family: ${fonts.heading};
    font-size: clamp(1.25rem, 2.6vw, 1.75rem);
    line-height: 1.45;
    color: ${colors.onDark};
  }
  figcaption { color: ${colors.onDarkMuted}; padding-left: 1.5rem; }
`;

/** The demand-forecast quote; each figure carries its source number. */
export function LeadershipQuote() {
  return (
    <Figure>
      <blockquote>
        <p>
          <CitedRuns runs={leadershipQuote.quote} />
        </p>
      </blockquote>
      <figcaption>{leadershipQuote.attribution}</figcaption>
    </Figure>
  );
}
