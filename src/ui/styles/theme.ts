import { fontStack } from './font-fallbacks.ts';
/** Design tokens: the copper palette, type scale, spacing and breakpoints shared by every component. */
export const colors = {
  copper: '#b8622f',
  copperDark: '#8a4318',
  copperLight: '#e9a26e',
  ink: '#14202b',
  slate: '#2c3e50',
  text: '#1f2933',
  muted: '#52606d',
  line: '#d9e2ec',
  surface: '#ffffff',
  surfaceAlt: '#f5f1ec',
  night: '#0e1a24',
  onDark: '#f7f4f0',
  onDarkMuted: '#c9d2da',
  positive: '#137333',
  negative: '#c5221f',
  focus: '#1a73e8',
} as const;

export const fonts = {
  body: fontStack('Inter', 'system-ui', '-apple-system', "'Segoe UI'", 'Roboto', 'sans-serif'),
  heading: fontStack('Montserrat', 'system-ui', 'sans-serif'),
} as const;

export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  sm: `@media (min-width: ${breakpoints.sm}px)`,
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  xl: `@media (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
export const shadow = {
  card: '0 1px 2px rgba(20, 32, 43, 0.06), 0 4px 16px rgba(20, 32, 43, 0.08)',
  raised: '0 8px 30px rgba(20, 32, 43, 0.18)',
} as const;
export const headerHeight = '72px';
/** The section navigation bar under a page hero: 48 px links plus its bottom border. */
export const sectionNavHeight = '49px';
