import { css, styled } from 'styled-components';
import { colors, radius } from './styles/theme.ts';

export type Variant = 'primary' | 'outline' | 'ghost' | 'light' | 'danger';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.copperDark};
    color: #fff;
    border-color: ${colors.copperDark};
    &:hover { background: #6f350f; color: #fff; }
  `,
  outline: css`
    background: transparent;
    color: ${colors.copperDark};
    border-color: ${colors.copperDark};
    &:hover { background: ${colors.copperDark}; color: #fff; }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
    &:hover { background: rgba(0, 0, 0, 0.06); color: inherit; }
  `,
  light: css`
    background: #fff;
    color: ${colors.ink};
    border-color: #fff;
    &:hover { background: ${colors.surfaceAlt}; color: ${colors.ink}; }
  `,
  /** What cannot be undone, or takes something off the site. */
  danger: css`
    background: ${colors.negative};
    color: #fff;
    border-color: ${colors.negative};
    &:hover { background: #a50e0e; color: #fff; }
  `,
};

const base = css<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.4rem;
  border: 2px solid transparent;
  border-radius: ${radius.sm};
  font-weight: 600;
  font-size: 0.95rem;
  letter-spacing: 0.02em;
  text-decoration: none;
  cursor: pointer;
  transition: background 0.2s ease, color 0.2s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
`;

/** A real <button>; use for actions. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: Variant;
}>`
  ${base}
`;

/** A link (in-site, external or a download) that looks like a button. */
export const ButtonLink = styled.a<{ $variant?: Variant }>`
  ${base}
`;

/** A file picker's label that looks like a button; its <input type="file"> inside is visually hidden but focusable. */
export const FileButton = styled.label<{ $variant?: Variant }>`
  ${base}
  position: relative;
  &:focus-within { outline: 2px solid ${colors.copperDark}; outline-offset: 2px; }
  input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
`;
