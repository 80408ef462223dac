import { styled } from 'styled-components';
import { colors, radius } from '../../ui/styles/theme.ts';

export const Frame = styled.div<{ $invalid: boolean; $focus: boolean }>`
  min-width: 0;
  ${({ $focus }) =>
    $focus
      ? `position: fixed; inset: 0; z-index: 1000; display: flex; flex-direction: column; border-radius: 0;
         & > :last-child { flex: 1; min-height: 0; overflow-y: auto; }
         && .ProseMirror { max-width: 46rem; margin: 0 auto; max-height: none; min-height: 100%; padding: 2rem 1.5rem; font-size: 1.1rem; }`
      : ''}
  border: 1px solid ${({ $invalid }) => ($invalid ? colors.negative : '#7b8794')};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  &:focus-within { outline: 2px solid ${colors.focus}; outline-offset: 1px; }
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px;
  padding: 4px;
  border-bottom: 1px solid ${colors.line};
  background: #f8f9fb;
  border-radius: ${radius.sm} ${radius.sm} 0 0;
`;

export const Separator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 4px 4px;
  background: ${colors.line};
`;

export const ToolButton = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.35rem;
  min-width: 36px;
  height: 36px;
  padding: 0 8px;
  border: 1px solid transparent;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.slate};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover:not(:disabled) { background: #e8ecf1; }
  &[aria-pressed='true'] { background: #f3e3d7; border-color: #e2c2ab; color: ${colors.copperDark}; }
  &:focus-visible { outline: 2px solid ${colors.focus}; outline-offset: 1px; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  svg { width: 18px; height: 18px; flex: none; }
`;

export const Push = styled.span`
  margin-left: auto;
`;

export const TableBar = styled(Bar)`
  border-radius: 0;
  background: #fbf7f3;
  font-size: 0.85rem;
  color: ${colors.muted};
  ${ToolButton} { height: 32px; padding: 0 7px; font-size: 0.8rem; }
`;

export const BarLabel = styled.span`
  padding: 0 6px 0 4px;
  font-weight: 600;
  font-size: 0.8rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  align-items: center;
  padding: 6px;
  border-bottom: 1px solid ${colors.line};
  background: #fbf7f3;
  label { font-weight: 600; font-size: 0.85rem; }
  input {
    flex: 1 1 220px;
    min-width: 0;
    height: 36px;
    padding: 0 0.6rem;
    border: 1px solid #7b8794;
    border-radius: ${radius.sm};
    font: inherit;
  }
`;

/** The writing surface, styled like the public article body so the admin sees what visitors will. */
export const Surface = styled.div`
  .ProseMirror {
    min-height: 16rem;
    max-height: 70vh;
    overflow-y: auto;
    padding: 0.9rem 1rem;
    color: ${colors.text};
    line-height: 1.65;
    overflow-wrap: anywhere;
    outline: none;
  }
  .ProseMirror > :first-child { margin-top: 0; }
  p, ul, ol, table, blockquote, pre { margin: 0 0 0.9rem; }
  ul, ol { padding-left: 1.5rem; }
  h2, h3, h4 { margin: 1.4rem 0 0.6rem; color: ${colors.ink}; line-height: 1.3; }
  h2 { font-size: 1.35rem; }
  h3 { font-size: 1.15rem; }
  h4 { font-size: 1rem; }
  a { color: ${colors.copperDark}; }
  img { max-width: 100%; height: auto; border-radius: ${radius.sm}; }
  img.ProseMirror-selectednode { outline: 3px solid ${colors.focus}; }
  blockquote { border-left: 4px solid ${colors.line}; padding-left: 1rem; color: ${colors.muted}; }
  table { border-collapse: collapse; width: 100%; table-layout: fixed; }
  th, td { border: 1px solid ${colors.line}; padding: 0.4rem 0.6rem; vertical-align: top; text-align: left; position: relative; }
  th { background: ${colors.surfaceAlt}; font-weight: 600; }
  th > p, td > p { margin: 0; }
  .selectedCell::after { content: ''; position: absolute; inset: 0; background: rgba(26, 115, 232, 0.12); pointer-events: none; }
  .tableWrapper { overflow-x: auto; }
`;

export const Source = styled.textarea`
  display: block;
  width: 100%;
  min-height: 16rem;
  padding: 0.9rem 1rem;
  border: 0;
  border-radius: 0 0 ${radius.sm} ${radius.sm};
  font: 0.85rem/1.55 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  color: ${colors.text};
  resize: vertical;
  &:focus { outline: none; }
`;
