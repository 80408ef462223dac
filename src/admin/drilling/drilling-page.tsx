import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useToast } from '../../ui/toast.tsx';
import { media } from '../../ui/styles/theme.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { CardItem, ItemList, ItemMeta, ListMessage, Panel } from '../components/form-styles.ts';
import { useLoaded } from '../company/use-loaded.ts';
import { createProgram, listPrograms } from './drilling-api.ts';
import { EstimatesList, EstimateView } from './estimates.tsx';
import { ProgramForm } from './program-form.tsx';
import { createBody, crsLabel, EMPTY_PROGRAM, projectName } from './program-values.ts';
import { ProgramView } from './program-view.tsx';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); }
`;

function Programs({ token }: { token: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const programs = useLoaded(useCallback(() => listPrograms(token), [token]), 'Failed to load the drill programs');
  return (
    <Columns>
      <Stack>
        <Panel as="section" aria-labelledby="programs-heading">
          <h2 id="programs-heading">Drill programs</h2>
          {programs.status === 'loading' ? <ListMessage>Loading programs...</ListMessage> : null}
          {programs.status === 'failed' ? <ListMessage $error>{programs.message}</ListMessage> : null}
          {programs.status === 'ready' && !programs.value.length ? (
            <ListMessage>No programs yet. Create one for each project campaign, then import its collars and intervals.</ListMessage>
          ) : null}
          {programs.status === 'ready' && programs.value.length ? (
            <ItemList>
              {programs.value.map((program) => (
                <CardItem key={program.id}>
                  <h3>
                    <Link to={`/admin/drilling?program=${program.id}`}>{program.name}</Link>
                  </h3>
                  <ItemMeta>
                    <span>{projectName(program.project)}</span>
                    <span>{crsLabel(program.crs)}</span>
                    <span>
                      {program.holes} holes, {program.intervals} intervals
                    </span>
                  </ItemMeta>
                </CardItem>
              ))}
            </ItemList>
          ) : null}
        </Panel>
        <EstimatesList token={token} />
      </Stack>
      <Panel as="section" aria-labelledby="new-program-heading">
        <h2 id="new-program-heading">New program</h2>
        <ProgramForm
          initial={EMPTY_PROGRAM}
          editing={false}
          onSave={async (draft) => {
            const created = await createProgram(token, createBody(draft));
            toast({ title: 'Program created', description: `Now import the files of "${created.name}".` });
            navigate(`/admin/drilling?program=${created.id}`);
          }}
        />
      </Panel>
    </Columns>
  );
}

/**
 * The Drilling section: the programs with a form for a new one and the resource estimates, or one program
 * (`?program=id`), or one estimate (`?estimate=id`, `?estimate=new`).
 */
function Drilling({ token }: { token: string }) {
  const [params] = useSearchParams();
  const id = Number(params.get('program'));
  const estimate = params.get('estimate');
  const estimateId = Number(estimate);
  if (Number.isInteger(id) && id > 0) return <ProgramView key={id} token={token} id={id} />;
  if (estimate === 'new') return <EstimateView key="new" token={token} id="new" />;
  if (Number.isInteger(estimateId) && estimateId > 0) return <EstimateView key={estimateId} token={token} id={estimateId} />;
  return <Programs token={token} />;
}

export default function DrillingPage() {
  return <AdminShell title="Drilling">{(token) => <Drilling token={token} />}</AdminShell>;
}
