import { styled } from 'styled-components';
import { TICKER_TEXT } from '../shared/site.ts';
import { colors, fonts, media } from './styles/theme.ts';

const Mark = styled.a<{ $onDark: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  svg { flex: none; }
  text-decoration: none;
  color: ${({ $onDark }) => ($onDark ? '#fff' : colors.ink)};
  &:hover { color: ${({ $onDark }) => ($onDark ? '#fff' : colors.ink)}; }
`;

const Words = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1.1;
  ${media.lg} { white-space: nowrap; }
  strong { font-family: ${fonts.heading}; font-size: 1.05rem; letter-spacing: 0.04em; }
  small { font-size: 0.72rem; letter-spacing: 0.08em; opacity: 0.8; }
`;

/** The company mark: copper hexagon glyph, name and ticker; always links home. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <Mark href="/" $onDark={onDark}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <polygon points="20,2 36,11 36,29 20,38 4,29 4,11" fill={colors.copper} />
        <text x="20" y="26" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
          Cu
        </text>
      </svg>
      <Words>
        <strong>DISTRICT COPPER</strong>
        <small>{TICKER_TEXT}</small>
      </Words>
    </Mark>
  );
}
