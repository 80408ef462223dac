import type { ControlProps } from '../components/field.tsx';

/** The Content control's props: a Field's control wiring plus the content string. */
export interface ContentEditorProps extends ControlProps {
  value: string;
  onChange: (content: string) => void;
}
