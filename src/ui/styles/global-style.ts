import { createGlobalStyle } from 'styled-components';
import { fontFaceCss } from './fonts.ts';
import { colors, fonts, headerHeight, media } from './theme.ts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaceCss}
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; scroll-padding-top: ${headerHeight}; -webkit-text-size-adjust: 100%; }
  ${media.reducedMotion} { html { scroll-behavior: auto; } }
  /* Moving between pages is a document navigation: cross-fade it where the browser can, unless motion is reduced. */
  @media (prefers-reduced-motion: no-preference) { @view-transition { navigation: auto; } }
  /* An island's root element (see islands/define-island.tsx) takes no part in layout. */
  dc-island { display: contents; }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${colors.text};
    background: ${colors.surface};
    -webkit-font-smoothing: antialiased;
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 { font-family: ${fonts.heading}; line-height: 1.2; color: ${colors.ink}; margin: 0 0 0.5em; }
  /* A long unbroken word (a pasted URL, a run-on headline) wraps instead of widening its box past the screen. */
  h1, h2, h3, h4, p, li, blockquote, figcaption { overflow-wrap: anywhere; }
  p { margin: 0 0 1em; }
  img, svg, video { max-width: 100%; display: block; }
  img { height: auto; }
  a { color: ${colors.copperDark}; }
  a:hover { color: ${colors.copper}; }
  button { font: inherit; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; border-radius: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
