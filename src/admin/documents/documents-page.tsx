import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { AdminDocument } from '../../shared/document-library.ts';
import { media } from '../../ui/styles/theme.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { useToast } from '../../ui/toast.tsx';
import { Panel } from '../components/form-styles.ts';
import { uploaded } from './document-outcome.ts';
import { DocumentList } from './document-list.tsx';
import { listDocuments } from './documents-api.ts';
import { UploadForm } from './upload-form.tsx';

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} { grid-template-columns: 2fr 3fr; align-items: start; }
`;

function Library({ token }: { token: string }) {
  const toast = useToast();
  const [documents, setDocuments] = useState<AdminDocument[] | null>(null);
  // The document the last upload or save concerned, shown wherever the list's order puts it.
  const [highlight, setHighlight] = useState<{ id: number } | null>(null);
  const reload = useCallback((changed?: AdminDocument) => {
    void listDocuments(token).then((list) => {
      setDocuments(list);
      setHighlight(changed ? { id: changed.id } : null);
    });
  }, [token]);
  useEffect(() => reload(), [reload]);
  return (
    <Columns>
      <Panel as="section" aria-labelledby="upload-heading">
        <h2 id="upload-heading">Upload a Document</h2>
        <UploadForm
          token={token}
          onUploaded={(doc) => {
            toast(uploaded(doc));
            reload(doc);
          }}
        />
      </Panel>
      <Panel as="section" aria-labelledby="library-heading">
        <h2 id="library-heading">Documents</h2>
        {documents ? <DocumentList token={token} documents={documents} highlight={highlight} onChange={reload} /> : <p>Loading documents...</p>}
      </Panel>
    </Columns>
  );
}

export default function DocumentsPage() {
  return <AdminShell title="Documents">{(token) => <Library token={token} />}</AdminShell>;
}
