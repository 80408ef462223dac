import type { SaveFailureMessage } from './use-article-form.ts';
import { SaveFailure } from '../components/form-styles.ts';

/** The failed save beside the button that made it, announced at once. */
export function SaveFailureAlert({ failure }: { failure: SaveFailureMessage | null }) {
  if (!failure) return null;
  return (
    <SaveFailure role="alert">
      <p>
        <strong>{failure.title}</strong>
      </p>
      <p>{failure.reason}</p>
      <p>{failure.kept}</p>
    </SaveFailure>
  );
}
