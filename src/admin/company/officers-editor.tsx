import { styled } from 'styled-components';
import type { Officer } from '../../shared/company-facts.ts';
import { Button } from '../../ui/button.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { Field, Input, Textarea } from '../components/field.tsx';

const People = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { display: grid; gap: 0.75rem; padding-bottom: 1rem; border-bottom: 1px solid ${colors.line}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const BLANK: Officer = { name: '', position: '', biography: '' };

/** The management team in the order the Management page shows it: edit, reorder, add and remove people. */
export function OfficersEditor(props: { officers: Officer[]; errors: Record<string, string>; onChange: (officers: Officer[]) => void }) {
  const { officers, onChange } = props;
  const set = (index: number, officer: Officer) => onChange(officers.map((o, i) => (i === index ? officer : o)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...officers];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };
  return (
    <>
      <People>
        {officers.map((officer, index) => {
          const id = `officer-${index}`;
          const error = (field: string) => props.errors[`facts.officers.value.${index}.${field}`];
          return (
            <li key={index} aria-label={`Person ${index + 1}`}>
              <Field id={`${id}-name`} label={`Person ${index + 1}: name`} error={error('name')}>
                {(c) => <Input {...c} value={officer.name} onChange={(e) => set(index, { ...officer, name: e.target.value })} />}
              </Field>
              <Field id={`${id}-position`} label="Position" error={error('position')}>
                {(c) => <Input {...c} value={officer.position} onChange={(e) => set(index, { ...officer, position: e.target.value })} />}
              </Field>
              <Field id={`${id}-biography`} label="Biography" error={error('biography')}>
                {(c) => <Textarea {...c} rows={3} value={officer.biography} onChange={(e) => set(index, { ...officer, biography: e.target.value })} />}
              </Field>
              <Row>
                <Button $variant="outline" disabled={index === 0} onClick={() => move(index, -1)}>
                  Move up
                </Button>
                <Button $variant="outline" disabled={index === officers.length - 1} onClick={() => move(index, 1)}>
                  Move down
                </Button>
                <Button $variant="ghost" disabled={officers.length === 1} onClick={() => onChange(officers.filter((_, i) => i !== index))}>
                  Remove {officer.name || `person ${index + 1}`}
                </Button>
              </Row>
            </li>
          );
        })}
      </People>
      <Row>
        <Button $variant="outline" onClick={() => onChange([...officers, BLANK])}>
          Add a person
        </Button>
      </Row>
    </>
  );
}
