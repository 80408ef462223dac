import { type FormEvent, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { type CompanyFactsDocument, type CompanyFactsState, FACT_INFO, type FactKey } from '../../shared/company-facts.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { FormStack, SaveFailure } from '../components/form-styles.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { saveCompanyFacts } from './company-api.ts';
import { FactBox, FactValue } from './fact-fields.tsx';

const Confirm = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  font-weight: 600;
  input { width: 1.2rem; height: 1.2rem; }
`;

const Shown = styled.p`
  margin: 0;
  font-size: 0.85rem;
`;

// Stays in reach below a long form; opaque so the fields scrolling under it stay legible.
const SaveBar = styled.div`
  position: sticky;
  bottom: 0;
  padding: 0.75rem 0;
  border-top: 1px solid ${colors.line};
  background: ${colors.surfaceAlt};
`;

/** Every company fact with its confirmed flag, saved whole with the version it was loaded at. */
export function CompanyForm({ token, initial }: { token: string; initial: CompanyFactsState }) {
  const toast = useToast();
  const expired = useSessionExpiry();
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The launch checklist links to a fact's box; it exists only once the facts have loaded.
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  }, []);

  function setFact<K extends FactKey>(key: K, fact: CompanyFactsDocument[K]) {
    setState((s) => ({ ...s, facts: { ...s.facts, [key]: fact } }));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const saved = await saveCompanyFacts(token, state);
      setState(saved);
      setErrors({});
      setFailure(null);
      toast({ title: 'Company facts saved', description: 'Every page shows them from now on.' });
    } catch (error) {
      if (expired(error)) return;
      const problem = problemOf(error);
      setErrors(problem.errors);
      setFailure(problem.message ?? 'The facts could not be saved.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormStack onSubmit={save} noValidate aria-label="Company facts">
      {(Object.keys(FACT_INFO) as FactKey[]).map((key) => {
        const fact = state.facts[key];
        const { label, shownOn } = FACT_INFO[key];
        return (
          <FactBox key={key} id={`fact-${key}`} data-confirmed={String(fact.confirmed)}>
            <legend>{label}</legend>
            <FactValue factKey={key} label={label.replace(/ \(.*$/, '')} value={fact.value} errors={errors} onChange={(value) => setFact(key, { ...fact, value } as CompanyFactsDocument[typeof key])} />
            <Shown>Shown on: {shownOn.join(', ')}</Shown>
            <Confirm>
              <input type="checkbox" checked={fact.confirmed} onChange={(e) => setFact(key, { ...fact, confirmed: e.target.checked })} />
              Confirmed by the company
            </Confirm>
          </FactBox>
        );
      })}
      {failure ? (
        <SaveFailure role="alert">
          <p>
            <strong>Not saved.</strong> {failure}
          </p>
          <p>Your changes are still here.</p>
        </SaveFailure>
      ) : null}
      <SaveBar>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save company facts'}
        </Button>
      </SaveBar>
    </FormStack>
  );
}
