import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { MAX_RELEASE_PROGRAMS } from '../../shared/drilling.ts';
import { colors } from '../../ui/styles/theme.ts';
import { ErrorText, Hint } from '../components/field.tsx';
import { useLoaded } from '../company/use-loaded.ts';
import { useAdminSession } from '../session/admin-session.ts';
import { listPrograms } from './drilling-api.ts';
import { projectName } from './program-values.ts';

const Group = styled.fieldset`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 0.35rem; font-weight: 600; color: ${colors.ink}; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 40px; overflow-wrap: anywhere; }
  input { flex: none; width: 1.1rem; height: 1.1rem; accent-color: ${colors.copperDark}; }
  small { color: ${colors.muted}; }
`;

/**
 * The release's "Drill results": the programs whose holes it reports as tables. The checks then run on
 * their rows, and the tables are kept with the release as it goes public.
 */
export function DrillProgramsField(props: { id: string; value: number[]; error?: string; onChange: (programs: number[]) => void }) {
  const { token } = useAdminSession();
  const programs = useLoaded(useCallback(() => (token ? listPrograms(token) : Promise.resolve([])), [token]), 'Failed to load the drill programs');
  const toggle = (id: number, on: boolean) => props.onChange(on ? [...props.value, id] : props.value.filter((p) => p !== id));
  const hintId = `${props.id}-hint`;
  const errorId = `${props.id}-error`;
  return (
    <Group id={props.id} aria-describedby={props.error ? `${hintId} ${errorId}` : hintId} tabIndex={-1}>
      <legend>Drill results</legend>
      {programs.status === 'ready'
        ? programs.value.map((program) => (
            <label key={program.id}>
              <input
                type="checkbox"
                checked={props.value.includes(program.id)}
                disabled={!props.value.includes(program.id) && props.value.length >= MAX_RELEASE_PROGRAMS}
                onChange={(e) => toggle(program.id, e.target.checked)}
              />
              <span>
                {program.name} <small>({projectName(program.project)}, {program.holes} holes)</small>
              </span>
            </label>
          ))
        : null}
      <Hint id={hintId}>
        {programs.status === 'ready' && !programs.value.length ? (
          <>
            No drill programs yet: create one under <Link to="/admin/drilling">Drilling</Link>.
          </>
        ) : programs.status === 'failed' ? (
          programs.message
        ) : (
          'The release shows each chosen program’s holes as a table, kept as published; the checks read their rows.'
        )}
      </Hint>
      {props.error ? <ErrorText id={errorId}>{props.error}</ErrorText> : null}
    </Group>
  );
}
