import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { type AdminArticle, articleStatus } from '../../shared/article.ts';
import type { AdminDocument } from '../../shared/document-library.ts';
import { type Element, ELEMENT_UNITS } from '../../shared/drilling.ts';
import { RESOURCE_CAUTION_TEXT, type ResourceEstimate } from '../../shared/resource-estimate.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { listArticles } from '../admin-api.ts';
import { CardItem, ItemActions, ItemList, ItemMeta, ListMessage, Panel } from '../components/form-styles.ts';
import { useLoaded } from '../company/use-loaded.ts';
import { listDocuments } from '../documents/documents-api.ts';
import { createEstimate, listEstimates, updateEstimate } from './drilling-api.ts';
import { Caution, EstimateForm } from './estimate-form.tsx';
import { containedLabel, draftOfEstimate, EMPTY_ESTIMATE, estimateBody } from './estimate-values.ts';
import { TableScroll } from './holes-table.tsx';
import { DRILL_PROJECTS, PROJECT_NAMES } from './program-values.ts';

interface Library {
  estimates: ResourceEstimate[];
  releases: AdminArticle[];
  documents: AdminDocument[];
}

const loadLibrary = async (token: string): Promise<Library> => {
  const [estimates, releases, documents] = await Promise.all([listEstimates(token), listArticles(token), listDocuments(token)]);
  return { estimates, releases, documents };
};

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

/** Estimates under their project's heading, one level down. */
const Project = styled.section`
  display: grid;
  gap: 0.75rem;
  margin-top: 1.25rem;
  h3 { margin: 0; font-size: 1.1rem; }
  h4 { margin: 0; font-size: 1.05rem; }
`;

const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 3 });

/** Where the estimate stands: public with its release, waiting for it, or not attached to one. */
function standing(estimate: ResourceEstimate, releases: readonly AdminArticle[]): { text: string; public: boolean } {
  const release = releases.find((a) => a.id === estimate.release);
  if (!release) return { text: 'Not attached to a release: not public', public: false };
  const status = articleStatus(release);
  return { text: `${status === 'Published' ? 'Public with' : `${status}: public with`} “${release.title}”`, public: status === 'Published' };
}

/** An estimate's rows as the public table shows them: tonnes in millions, grades and contained metal per element. */
function EstimateTable({ estimate }: { estimate: ResourceEstimate }) {
  const elements = estimate.elements as Element[];
  return (
    <TableScroll tabIndex={0} role="region" aria-label={`${estimate.name}: rows`}>
      <table>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Tonnes (Mt)</th>
            {elements.map((e) => (
              <th key={e} scope="col">
                {e} ({ELEMENT_UNITS[e]})
              </th>
            ))}
            {elements.map((e) => (
              <th key={e} scope="col">
                {containedLabel(e)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {estimate.rows.map((row) => (
            <tr key={row.category}>
              <th scope="row">{row.category}</th>
              <td>{figure(row.tonnes / 1e6)}</td>
              {elements.map((e) => (
                <td key={e}>{figure(row.grades[e] ?? 0)}</td>
              ))}
              {elements.map((e) => (
                <td key={e}>{figure(row.contained[e] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The Drilling page's resource estimates, project by project, each with its rows and where it stands. */
export function EstimatesList({ token }: { token: string }) {
  const library = useLoaded(useCallback(() => loadLibrary(token), [token]), 'Failed to load the resource estimates');
  return (
    <Panel as="section" aria-labelledby="estimates-heading">
      <h2 id="estimates-heading">Resource estimates</h2>
      <ItemActions>
        <ButtonLink as={Link} to="/admin/drilling?estimate=new" $variant="outline">
          New estimate
        </ButtonLink>
      </ItemActions>
      {library.status === 'loading' ? <ListMessage>Loading estimates...</ListMessage> : null}
      {library.status === 'failed' ? <ListMessage $error>{library.message}</ListMessage> : null}
      {library.status === 'ready' && !library.value.estimates.length ? (
        <ListMessage>No resource estimates yet. Add one when a technical report gives the project a mineral resource.</ListMessage>
      ) : null}
      {library.status === 'ready'
        ? DRILL_PROJECTS.map((project) => {
            const estimates = library.value.estimates.filter((e) => e.project === project);
            return estimates.length ? (
              <Project key={project} aria-labelledby={`estimates-${project}`}>
                <h3 id={`estimates-${project}`}>{PROJECT_NAMES[project]}</h3>
                <ItemList>
                  {estimates.map((estimate) => (
                    <CardItem key={estimate.id}>
                      <h4>
                        <Link to={`/admin/drilling?estimate=${estimate.id}`}>{estimate.name}</Link>
                      </h4>
                      <ItemMeta>
                        <span>Effective {estimate.effectiveDate}</span>
                        <span>Cut-off {estimate.cutOff}</span>
                        <span>{standing(estimate, library.value.releases).text}</span>
                      </ItemMeta>
                      <EstimateTable estimate={estimate} />
                    </CardItem>
                  ))}
                </ItemList>
              </Project>
            ) : null;
          })
        : null}
    </Panel>
  );
}

/** One estimate (`?estimate=id`) or a new one (`?estimate=new`): its form, or, while it is public, its rows as published. */
export function EstimateView({ token, id }: { token: string; id: number | 'new' }) {
  const toast = useToast();
  const navigate = useNavigate();
  const library = useLoaded(useCallback(() => loadLibrary(token), [token]), 'Failed to load the resource estimate');
  const back = (
    <p>
      <Link to="/admin/drilling">← Drilling</Link>
    </p>
  );
  if (library.status === 'loading') return <ListMessage>Loading the estimate...</ListMessage>;
  if (library.status === 'failed') return <ListMessage $error>{library.message}</ListMessage>;
  const { estimates, releases, documents } = library.value;
  const estimate = id === 'new' ? null : estimates.find((e) => e.id === id);
  if (estimate === undefined) {
    return (
      <Stack>
        {back}
        <ListMessage $error>There is no resource estimate {id}.</ListMessage>
      </Stack>
    );
  }
  const where = estimate ? standing(estimate, releases) : null;
  return (
    <Stack>
      {back}
      <Panel as="section" aria-labelledby="estimate-heading">
        <h2 id="estimate-heading">{estimate ? estimate.name : 'New resource estimate'}</h2>
        {where ? <ItemMeta>{where.text}</ItemMeta> : null}
        {estimate && where?.public ? (
          <>
            <p>Public with its release, so it cannot change here: a change is a correction of that release.</p>
            <EstimateTable estimate={estimate} />
            <Caution>{RESOURCE_CAUTION_TEXT}</Caution>
          </>
        ) : (
          <EstimateForm
            // A reload after a stale save starts again from the version saved by the other person.
            key={estimate ? `${estimate.id}-${estimate.version}` : 'new'}
            idPrefix="estimate"
            label={estimate ? 'Edit the resource estimate' : 'New resource estimate'}
            submitLabel={estimate ? 'Save estimate' : 'Create estimate'}
            initial={estimate ? draftOfEstimate(estimate) : EMPTY_ESTIMATE}
            releases={releases}
            documents={documents}
            onReload={() => void library.reload()}
            onSave={async (draft, reason) => {
              const saved = estimate
                ? await updateEstimate(token, estimate.id, estimateBody(draft, { version: estimate.version, ...(reason === undefined ? {} : { reason }) }))
                : await createEstimate(token, estimateBody(draft, reason === undefined ? {} : { reason }));
              toast({ title: estimate ? 'Resource estimate saved' : 'Resource estimate created', description: `“${saved.name}”` });
              navigate('/admin/drilling');
            }}
          />
        )}
      </Panel>
    </Stack>
  );
}
