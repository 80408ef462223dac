import { colors } from '../../../ui/styles/theme.ts';

export type QuoteTone = 'dark' | 'light';

/** Up and down colours per background, each at least 4.5:1 against it (WCAG AA for normal text). */
export const quoteTones = {
  dark: { up: '#6ee7a0', down: '#ffa39b', text: colors.onDark, muted: colors.onDarkMuted, panel: 'rgba(14, 26, 36, 0.72)', border: 'rgba(247, 244, 240, 0.18)' },
  light: { up: colors.positive, down: colors.negative, text: colors.text, muted: colors.muted, panel: colors.surface, border: colors.line },
} as const;
