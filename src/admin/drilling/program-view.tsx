import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { DrillProgramDetail } from '../../shared/drill-program-admin.ts';
import { EXPORT_FILES, type Element } from '../../shared/drilling.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ItemActions, ItemMeta, ListMessage, Panel } from '../components/form-styles.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { useLoaded } from '../company/use-loaded.ts';
import { deleteProgram, downloadCsv, getProgram, updateProgram } from './drilling-api.ts';
import { HolesTable, IntervalsTable } from './holes-table.tsx';
import { ImportForm } from './import-form.tsx';
import { ProgramForm } from './program-form.tsx';
import { crsLabel, draftOf, projectName, updateBody } from './program-values.ts';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

const Statements = styled.dl`
  display: grid;
  gap: 0.5rem 1.25rem;
  margin: 0;
  dt { font-weight: 700; color: ${colors.ink}; }
  dd { margin: 0 0 0.4rem; color: ${colors.text}; overflow-wrap: anywhere; }
  @media (min-width: 720px) { grid-template-columns: 12rem minmax(0, 1fr); dd { margin: 0; } }
`;

const joined = (statement: Record<string, string> | null) => (statement ? Object.values(statement).filter((s) => s.trim()).join('; ') || 'Not stated' : 'None shown');

function Detail({ token, detail, reload }: { token: string; detail: DrillProgramDetail; reload: () => Promise<void> }) {
  const { program, holes, releases } = detail;
  const toast = useToast();
  const failed = useFailureToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<DrillProgramDetail['program'] | null>(null);
  const elements = program.elements as Element[];

  async function exportFile(file: (typeof EXPORT_FILES)[number]) {
    try {
      await downloadCsv(token, `/${program.id}/export/${file}.csv`, `${program.name} ${file}.csv`);
    } catch (error) {
      failed(`Failed to export ${file}.csv`, error);
    }
  }

  async function remove() {
    setDeleting(null);
    try {
      await deleteProgram(token, program.id);
      toast({ title: 'Program deleted', description: `"${program.name}" and its holes are gone.` });
      navigate('/admin/drilling');
    } catch (error) {
      failed('Failed to delete the program', error);
    }
  }

  return (
    <Stack>
      <p>
        <Link to="/admin/drilling">← All programs</Link>
      </p>
      <Panel as="section" aria-labelledby="program-heading">
        <h2 id="program-heading">{program.name}</h2>
        <ItemMeta>
          <span>{projectName(program.project)}</span>
          <span>{crsLabel(program.crs)}</span>
          <span>
            {program.holes} holes, {program.intervals} intervals
          </span>
        </ItemMeta>
        {releases.length ? <p>Named by {releases.map((r) => `“${r.title}”`).join(', ')}.</p> : <p>No release names this program yet: attach it in a release’s “Drill results” field.</p>}
        {editing ? (
          <ProgramForm
            initial={draftOf(program)}
            editing
            onCancel={() => setEditing(false)}
            onSave={async (draft) => {
              await updateProgram(token, program.id, updateBody(draft, program.version));
              toast({ title: 'Statements saved' });
              setEditing(false);
              await reload();
            }}
          />
        ) : (
          <>
            <Statements aria-label="Statements">
              <dt>Laboratory</dt>
              <dd>{joined(program.laboratory)}</dd>
              <dt>Analytical methods</dt>
              <dd>{program.methods.trim() || 'Not stated'}</dd>
              <dt>QA/QC</dt>
              <dd>{joined(program.qaqc)}</dd>
              <dt>Compositing</dt>
              <dd>{joined(program.compositing)}</dd>
              <dt>Metal equivalent</dt>
              <dd>{joined(program.equivalentFormula)}</dd>
            </Statements>
            <ItemActions>
              <Button $variant="outline" onClick={() => setEditing(true)}>
                Edit statements
              </Button>
              {EXPORT_FILES.map((file) => (
                <Button key={file} $variant="outline" onClick={() => void exportFile(file)}>
                  Export {file}.csv
                </Button>
              ))}
              <Button $variant="danger" onClick={() => setDeleting(program)}>
                Delete program
              </Button>
            </ItemActions>
          </>
        )}
      </Panel>
      <Panel as="section" aria-labelledby="import-heading">
        <h2 id="import-heading">Import</h2>
        <ImportForm token={token} programId={program.id} elements={elements} onImported={reload} />
      </Panel>
      <Panel as="section" aria-labelledby="holes-heading">
        <h2 id="holes-heading">Holes and intervals</h2>
        {holes.length ? (
          <Stack>
            <HolesTable holes={holes} />
            <IntervalsTable holes={holes} elements={elements} />
          </Stack>
        ) : (
          <ListMessage>No holes yet: import the collars and intervals files.</ListMessage>
        )}
      </Panel>
      <ConfirmDialog
        item={deleting}
        title="Delete program"
        question="Are you sure you want to delete this drill program?"
        name={(p) => p.name}
        note="Its holes, surveys and intervals are deleted with it. A program a release names cannot be deleted."
        confirm={() => 'Delete program'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}

/** One program: its statements, import and export, its holes and intervals. */
export function ProgramView({ token, id }: { token: string; id: number }) {
  const detail = useLoaded(useCallback(() => getProgram(token, id), [token, id]), 'Failed to load the program');
  if (detail.status === 'loading') return <ListMessage>Loading the program...</ListMessage>;
  if (detail.status === 'failed') return <ListMessage $error>{detail.message}</ListMessage>;
  return <Detail token={token} detail={detail.value} reload={detail.reload} />;
}
