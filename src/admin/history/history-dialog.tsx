import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { AdminArticle } from '../../shared/article.ts';
import { formatInZone } from '../../shared/company-time.ts';
import type { Revision, RevisionSummary } from '../../shared/revision.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';
import { getRevision, listRevisions, restoreRevision } from '../admin-api.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { RevisionDiff } from './revision-diff.tsx';

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  ${media.md} { grid-template-columns: 260px minmax(0, 1fr); }
`;

const Versions = styled.ol`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
`;

const Version = styled.button<{ $selected: boolean }>`
  display: grid;
  gap: 0.15rem;
  width: 100%;
  padding: 0.6rem 0.8rem;
  border: 2px solid ${({ $selected }) => ($selected ? colors.copperDark : colors.line)};
  border-radius: ${radius.sm};
  background: ${({ $selected }) => ($selected ? '#fbf3ec' : colors.surface)};
  text-align: left;
  font: inherit;
  cursor: pointer;
  strong { font-size: 0.95rem; }
  span { font-size: 0.8rem; color: ${colors.muted}; }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  p { margin: 0; color: ${colors.muted}; }
`;

const Confirm = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1rem;
  padding: 1rem;
  border: 2px solid ${colors.copperDark};
  border-radius: ${radius.sm};
  background: #fbf3ec;
  p { margin: 0; font-weight: 600; }
  div { display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

const Muted = styled.p`
  margin: 0;
  color: ${colors.muted};
`;

/** An article's saved versions, newest first; picking one shows what restoring it would change. */
export function HistoryDialog(props: { token: string; article: AdminArticle | null; onClose: () => void; onRestored: () => Promise<void> }) {
  return (
    <Modal
      open={props.article !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.article ? `History: ${props.article.title}` : 'History'}
      description="Every saved version of this article. Pick one to compare it with the current text."
      width={1040}
    >
      {props.article ? <History key={`${props.article.id}:${props.article.version}`} {...props} article={props.article} /> : null}
    </Modal>
  );
}

function History({ token, article, onClose, onRestored }: { token: string; article: AdminArticle; onClose: () => void; onRestored: () => Promise<void> }) {
  const zone = useCompanyTimeZone();
  const toast = useToast();
  const [versions, setVersions] = useState<RevisionSummary[] | null>(null);
  const [selected, setSelected] = useState<Revision | null>(null);
  const [pending, setPending] = useState(false);
  // Restoring replaces the current text, so it is asked for twice: the button, then a named confirmation.
  const [confirming, setConfirming] = useState(false);
  const failed = useFailureToast();


  async function select(id: number) {
    try {
      setConfirming(false);
      setSelected(await getRevision(token, article.id, id));
    } catch (error) {
      failed('Failed to load this version', error);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per opened article version
  useEffect(() => {
    listRevisions(token, article.id).then(
      (list) => {
        setVersions(list);
        const previous = list[1] ?? list[0];
        if (previous) void select(previous.id);
      },
      (error: unknown) => failed('Failed to load the history', error),
    );
  }, []);

  async function restore(revision: Revision) {
    setPending(true);
    try {
      await restoreRevision(token, article.id, revision.id);
      toast({ title: 'Version restored', description: `The text of version ${revision.version} is now the current text.` });
      onClose();
      await onRestored();
    } catch (error) {
      failed('Failed to restore this version', error);
    } finally {
      setPending(false);
    }
  }

  if (versions === null) return <Muted role="status">Loading history...</Muted>;
  return (
    <Layout>
      <nav aria-label="Versions">
        <Versions>
          {versions.map((v) => (
            <li key={v.id}>
              <Version $selected={selected?.id === v.id} aria-pressed={selected?.id === v.id} onClick={() => void select(v.id)}>
                <strong>
                  Version {v.version}
                  {v.version === article.version ? ' (current)' : ''}
                </strong>
                <span>{formatInZone(v.createdAt, zone)}</span>
                <span>{v.username ? `by ${v.username}` : 'recorded when history began'}</span>
              </Version>
            </li>
          ))}
        </Versions>
      </nav>
      <section aria-label="Changes">
        {selected ? (
          <>
            <Bar>
              <p>
                Restoring version {selected.version} would make these changes to the current text. Whether the article is published stays as it is.
              </p>
              <Button disabled={pending || confirming || selected.version === article.version} onClick={() => setConfirming(true)}>
                {`Restore version ${selected.version}`}
              </Button>
            </Bar>
            {confirming ? (
              <Confirm role="alertdialog" aria-label="Confirm restore" aria-describedby="restore-question">
                <p id="restore-question">
                  Restore version {selected.version} of {formatInZone(selected.createdAt, zone)}? Its text replaces the current text; the
                  current text stays in the history.
                </p>
                <div>
                  <Button disabled={pending} onClick={() => void restore(selected)}>
                    {pending ? 'Restoring...' : `Yes, restore version ${selected.version}`}
                  </Button>
                  <Button $variant="outline" disabled={pending} onClick={() => setConfirming(false)}>
                    Keep the current text
                  </Button>
                </div>
              </Confirm>
            ) : null}
            <RevisionDiff current={article} revision={selected.snapshot} />
          </>
        ) : (
          <Muted>Pick a version to compare.</Muted>
        )}
      </section>
    </Layout>
  );
}
