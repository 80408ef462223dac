import { styled } from 'styled-components';
import { RELEASE_DISCLAIMER } from '../../../shared/release-disclaimer.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';

const Box = styled.aside`
  margin-top: 3rem;
  padding: 1.5rem;
  border-left: 4px solid ${colors.copperDark};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  font-size: 0.9rem;
  color: ${colors.text};
  h2 { font-size: 1.05rem; margin-bottom: 0.75rem; }
  h3 { font-size: 0.95rem; margin: 1rem 0 0.4rem; }
  p + p { margin-top: 0.75rem; }
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

/** The regulatory notice shown under every release unless it opts out (includeDisclaimer). */
export function ArticleDisclaimer() {
  return (
    <Box aria-labelledby="article-disclaimer">
      <h2 id="article-disclaimer">{RELEASE_DISCLAIMER.heading}</h2>
      <p>{RELEASE_DISCLAIMER.exchange}</p>
      <p>{RELEASE_DISCLAIMER.unitedStates}</p>
      <h3>{RELEASE_DISCLAIMER.forwardLookingHeading}</h3>
      <p>{RELEASE_DISCLAIMER.forwardLooking}</p>
      <p>
        {RELEASE_DISCLAIMER.filingsLead}{' '}
        <a href={RELEASE_DISCLAIMER.filingsUrl} target="_blank" rel="noopener noreferrer">
          {RELEASE_DISCLAIMER.filingsLabel}
        </a>
        .
      </p>
    </Box>
  );
}
