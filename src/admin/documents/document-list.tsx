import { useState } from 'react';
import { styled } from 'styled-components';
import type { AdminDocument, DocumentFileVersion } from '../../shared/document-library.ts';
import { DOCUMENT_KINDS } from '../../shared/document-library.ts';
import { Button, FileButton } from '../../ui/button.tsx';
import { formatBytes } from '../../shared/format-bytes.ts';
import { colors, radius } from '../../ui/styles/theme.ts';
import { CardItem, ItemList, SaveFailure } from '../components/form-styles.ts';
import { RevokePreviewsButton } from '../components/revoke-previews-button.tsx';
import { listFiles, previewDocument, restoreDocument, restoreFile, revokeDocumentPreviews, sendForm, trashDocument } from './documents-api.ts';
import { TrashDocumentDialog } from './trash-document-dialog.tsx';

const Item = styled(CardItem)`
  background: ${colors.surface};
  small { color: ${colors.muted}; }
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

function Versions({ token, doc, onChange }: { token: string; doc: AdminDocument; onChange: () => void }) {
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
          {f.fileName} · {formatBytes(f.bytes)} · {new Date(f.uploadedAt).toLocaleString()} {f.current ? '(current)' : null}
          {!f.current && (
            <Button $variant="ghost" onClick={() => void restoreFile(token, doc.id, f.id).then(onChange)}>
              Restore
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Every document with its status and actions; trashed ones can be restored. */
export function DocumentList({ token, documents, onChange }: { token: string; documents: AdminDocument[]; onChange: () => void }) {
  const [trashing, setTrashing] = useState<AdminDocument | null>(null);
  /** A failed action, said in the document it concerns. */
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);
  const act = (doc: AdminDocument, work: Promise<unknown>) =>
    void work.then(
      () => {
        setFailure(null);
        onChange();
      },
      (error: Error) => setFailure({ id: doc.id, message: error.message }),
    );
  const replace = (doc: AdminDocument, file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    act(doc, sendForm(token, `/${doc.id}/file`, form));
  };
  if (documents.length === 0) return <p>No documents yet. Upload your first document!</p>;
  return (
    <>
      <TrashDocumentDialog
        document={trashing}
        onCancel={() => setTrashing(null)}
        onConfirm={(doc) => {
          setTrashing(null);
          act(doc, trashDocument(token, doc.id));
        }}
      />
      <ItemList>
      {documents.map((doc) => (
        <Item key={doc.id} data-document={doc.id}>
          <Row>
            <Status $status={doc.status}>{doc.status}</Status>
            <small>
              {DOCUMENT_KINDS[doc.kind]}
              {doc.fiscalYear ? ` · ${doc.quarter ?? ''} ${doc.fiscalYear}` : ''} · {doc.documentDate}
              {doc.scheduledDate ? ` · goes live ${new Date(doc.scheduledDate).toLocaleString()}` : ''}
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
          <Row>
            {doc.status === 'trashed' ? (
              <Button $variant="outline" onClick={() => act(doc, restoreDocument(token, doc.id))}>
                Restore
              </Button>
            ) : (
              <>
                <Button $variant="outline" onClick={() => void previewDocument(token, doc.id).then(({ url }) => window.open(url, '_blank', 'noopener'))}>
                  Preview
                </Button>
                <RevokePreviewsButton what="document" title={doc.title} revoke={() => revokeDocumentPreviews(token, doc.id)} />
                <FileButton $variant="outline">
                  Replace file
                  <input type="file" accept="application/pdf,.pdf" aria-label={`Replace the file of ${doc.title}`} onChange={(e) => replace(doc, e.target.files?.[0])} />
                </FileButton>
                <Button $variant="ghost" onClick={() => setTrashing(doc)}>
                  Move to trash
                </Button>
                <Versions token={token} doc={doc} onChange={onChange} />
              </>
            )}
          </Row>
        </Item>
      ))}
      </ItemList>
    </>
  );
}
