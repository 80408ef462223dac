import { styled } from 'styled-components';
import { formatInZone } from '../../shared/company-time.ts';
import { Button } from '../../ui/button.tsx';
import { radius } from '../../ui/styles/theme.ts';
import { useCompanyTimeZone } from '../config.ts';
import type { StoredDraft } from './use-local-draft.ts';

const Banner = styled.div`
  display: grid;
  gap: 0.6rem;
  padding: 0.85rem 1rem;
  border: 1px solid #f9ab00;
  border-radius: ${radius.sm};
  background: #fef7e0;
  color: #3c2a00;
  p { margin: 0; font-weight: 600; }
  div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

/** Offers back what was typed in this form before a crash, a closed tab or a lost session. */
export function RestoreDraftBanner(props: { draft: StoredDraft; onRestore: () => void; onDiscard: () => void }) {
  const zone = useCompanyTimeZone();
  return (
    <Banner role="alert">
      <p>This form has unsaved changes from an earlier visit.</p>
      <div>
        <Button onClick={props.onRestore}>Restore unsaved changes from {formatInZone(props.draft.savedAt, zone)}</Button>
        <Button $variant="outline" onClick={props.onDiscard}>
          Discard
        </Button>
      </div>
    </Banner>
  );
}
