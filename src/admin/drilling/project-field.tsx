import type { DrillProject } from '../../shared/drilling.ts';
import { Field, Select } from '../components/field.tsx';
import { DRILL_PROJECTS, PROJECT_NAMES } from './program-values.ts';

/** The project a drill program or resource estimate belongs to, chosen by its name. */
export function ProjectField(props: { id: string; value: DrillProject; error?: string; onChange: (project: DrillProject) => void }) {
  return (
    <Field id={props.id} label="Project" error={props.error}>
      {(c) => (
        <Select {...c} value={props.value} onChange={(e) => props.onChange(e.target.value as DrillProject)}>
          {DRILL_PROJECTS.map((slug) => (
            <option key={slug} value={slug}>
              {PROJECT_NAMES[slug]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
