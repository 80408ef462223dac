import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { AdminDocument, DocumentFileVersion } from '../../shared/document-library.ts';
import { DOCUMENT_KINDS } from '../../shared/document-library.ts';
import { Button, FileButton } from '../../ui/button.tsx';
import { formatBytes } from '../../shared/format-bytes.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import { type ToastMessage, useToast } from '../../ui/toast.tsx';
import { CardItem, ItemList, SaveFailure } from '../components/form-styles.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { RevokePreviewsButton } from '../components/revoke-previews-button.tsx';
import { replaced, replaceQuestion, restored, saved, trashedMessage } from './document-outcome.ts';
import { listFiles, previewDocument, restoreDocument, restoreFile, revokeDocumentPreviews, sendForm, trashDocument } from './documents-api.ts';
import { EditDocumentForm } from './edit-document-form.tsx';
import { TrashDocumentDialog } from './trash-document-dialog.tsx';

const Item = styled(CardItem)`
  background: ${colors.surface};
  scroll-margin: 1rem;
  small { color: ${colors.muted}; }
  &[data-highlighted] { outline: 3px solid ${colors.copperDark}; outline-offset: 2px; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

const STATUS_COLORS = { published: colors.positive, scheduled: colors.copperDark, draft: colors.muted, trashed: '#b42318' } as const;

const Status = styled.span<{ $status: AdminDocument['status'] }>`
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.pill};
  border: 1px solid currentColor;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: capitalize;
  color: ${({ $status }) => STATUS_COLORS[$status]};
`;

/** Every stored file of the document, with the company's time of each upload as the server labels it. */
function Versions({ token, doc, onRestore }: { token: string; doc: AdminDocument; onRestore: (fileId: number) => void }) {
  const [files, setFiles] = useState<DocumentFileVersion[] | null>(null);
  if (!files) {
    return (
      <Button $variant="ghost" onClick={() => void listFiles(token, doc.id).then(setFiles)}>
        File versions
      </Button>
    );
  }
  return (
    <ul aria-label={`File versions of ${doc.title}`}>
      {files.map((f) => (
        <li key={f.id}>
          {f.fileName} · {formatBytes(f.bytes)} · uploaded <time dateTime={f.uploadedAt}>{f.uploadedLabel}</time>
          {f.uploadedBy ? ` by ${f.uploadedBy}` : ''} {f.current ? '(current)' : null}
          {!f.current && (
            <Button $variant="ghost" aria-label={`Restore ${f.fileName} as the file of ${doc.title}`} onClick={() => onRestore(f.id)}>
              Restore
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Every document with its status and actions; trashed ones can be restored. `highlight` is the document the
 * last upload or save concerned: brought into view and outlined, wherever the list's order put it.
 */
export function DocumentList(props: { token: string; documents: AdminDocument[]; highlight: { id: number } | null; onChange: (changed?: AdminDocument) => void }) {
  const { token, documents, highlight, onChange } = props;
  const toast = useToast();
  const [trashing, setTrashing] = useState<AdminDocument | null>(null);
  const [replacing, setReplacing] = useState<{ doc: AdminDocument; file: File } | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  /** A failed action, said in the document it concerns. */
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);

  // A new object for each write: the same document saved twice is brought into view twice.
  useEffect(() => {
    if (highlight) document.querySelector(`[data-document="${highlight.id}"]`)?.scrollIntoView({ block: 'center' });
  }, [highlight]);

  /** Runs an action on `doc`; what it left is reported by `message` (given the document as the server left it, else as it was), and its failure said in the document. */
  const act = (doc: AdminDocument, work: Promise<AdminDocument | null>, message: (changed: AdminDocument) => ToastMessage) =>
    void work.then(
      (changed) => {
        setFailure(null);
        toast(message(changed ?? doc));
        onChange(changed ?? undefined);
      },
      (error: Error) => setFailure({ id: doc.id, message: error.message }),
    );

  if (documents.length === 0) return <p>No documents yet. Upload your first document!</p>;
  return (
    <>
      <TrashDocumentDialog
        document={trashing}
        onCancel={() => setTrashing(null)}
        onConfirm={(doc) => {
          setTrashing(null);
          act(doc, trashDocument(token, doc.id), (trashed) =>
            trashedMessage(trashed, () => act(trashed, restoreDocument(token, trashed.id), restored)),
          );
        }}
      />
      <ConfirmDialog
        item={replacing}
        title="Replace file"
        question={replacing ? replaceQuestion(replacing.doc) : ''}
        name={({ doc }) => doc.title}
        note={replacing ? `New file: ${replacing.file.name} (${formatBytes(replacing.file.size)}). The current file stays under File versions, where it can be restored.` : null}
        confirm={() => 'Replace file'}
        onCancel={() => setReplacing(null)}
        onConfirm={({ doc, file }) => {
          setReplacing(null);
          const form = new FormData();
          form.append('file', file);
          act(doc, sendForm<AdminDocument>(token, `/${doc.id}/file`, form), replaced);
        }}
      />
      <ItemList>
        {documents.map((doc) => (
          <Item key={doc.id} data-document={doc.id} data-highlighted={doc.id === highlight?.id ? '' : undefined}>
            <Row>
              <Status $status={doc.status}>{doc.status}</Status>
              <small>
                {DOCUMENT_KINDS[doc.kind]}
                {doc.fiscalYear ? ` · ${doc.quarter ?? ''} ${doc.fiscalYear}` : ''} · {doc.documentDate}
                {doc.scheduledLabel ? ` · goes live ${doc.scheduledLabel}` : ''}
              </small>
            </Row>
            <h3>{doc.title}</h3>
            {failure?.id === doc.id && (
              <SaveFailure role="alert">
                <p>{failure.message}</p>
              </SaveFailure>
            )}
            <small>
              {doc.fileName} · {formatBytes(doc.bytes)}
              {doc.pages ? ` · ${doc.pages} pages` : ''}
            </small>
            {editing === doc.id ? (
              <EditDocumentForm
                token={token}
                doc={doc}
                onCancel={() => setEditing(null)}
                onSaved={(changed) => {
                  setEditing(null);
                  toast(saved(changed));
                  onChange(changed);
                }}
              />
            ) : (
              <Row>
                {doc.status === 'trashed' ? (
                  <Button $variant="outline" onClick={() => act(doc, restoreDocument(token, doc.id), restored)}>
                    Restore
                  </Button>
                ) : (
                  <>
                    <Button $variant="outline" onClick={() => void previewDocument(token, doc.id).then(({ url }) => window.open(url, '_blank', 'noopener'))}>
                      Preview
                    </Button>
                    <RevokePreviewsButton what="document" title={doc.title} revoke={() => revokeDocumentPreviews(token, doc.id)} />
                    <Button $variant="outline" aria-label={`Edit the details of ${doc.title}`} onClick={() => setEditing(doc.id)}>
                      Edit details
                    </Button>
                    <FileButton $variant="outline">
                      Replace file
                      <input
                        type="file"
                        accept="application/pdf,.pdf"
                        aria-label={`Replace the file of ${doc.title}`}
                        onChange={(e) => {
                          const file = e.target.files?.[0];
                          // Cleared, so choosing the same file again after a Cancel asks again.
                          e.target.value = '';
                          if (file) setReplacing({ doc, file });
                        }}
                      />
                    </FileButton>
                    <Button $variant="ghost" onClick={() => setTrashing(doc)}>
                      Move to trash
                    </Button>
                    {/* Keyed by version: after any write the list is read again rather than shown as it was. */}
                    <Versions key={doc.version} token={token} doc={doc} onRestore={(fileId) => act(doc, restoreFile(token, doc.id, fileId), replaced)} />
                  </>
                )}
              </Row>
            )}
          </Item>
        ))}
      </ItemList>
    </>
  );
}
