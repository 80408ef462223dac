import { css, styled } from 'styled-components';
import { Grid } from '../../../../ui/layout.tsx';
import type { PublicDocument } from '../../../../shared/document-library.ts';
import { type AgmDocument, agmDocuments } from '../../../content/agm.ts';
import { colors, radius, shadow } from '../../../../ui/styles/theme.ts';

const tile = css`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  height: 100%;
  padding: 1.5rem;
  border-radius: ${radius.md};
  border: 1px solid ${colors.line};
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
  strong { font-size: 1.1rem; color: ${colors.ink}; }
  span { font-size: 0.95rem; color: ${colors.muted}; }
`;

const active = css`
  ${tile}
  box-shadow: ${shadow.card};
  border-top: 4px solid ${colors.copperDark};
  &:hover strong { color: ${colors.copperDark}; }
`;

const ActiveLink = styled.a`${active}`;
const ActiveAnchor = styled.a`${active}`;

const List = styled(Grid).attrs({ as: 'ul' })`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** Greyed out and not clickable; a plain element, so it is neither focusable nor a link. */
const Unavailable = styled.div`
  ${tile}
  border-top: 4px solid ${colors.line};
  background: ${colors.surfaceAlt};
  cursor: not-allowed;
  user-select: none;
  strong, span { color: ${colors.muted}; }
`;

function AgmCard({ doc }: { doc: AgmDocument }) {
  const body = (
    <>
      <strong>{doc.title}</strong>
      <span>{doc.description}</span>
    </>
  );
  if (doc.status === 'page') return <ActiveLink href={doc.href}>{body}</ActiveLink>;
  if (doc.status === 'document') {
    return (
      <ActiveAnchor href={doc.href} target="_blank" rel="noopener noreferrer">
        {body}
      </ActiveAnchor>
    );
  }
  return (
    <Unavailable role="group" aria-disabled="true" aria-label={`${doc.title} (not yet available)`} data-agm-card="unavailable">
      {body}
    </Unavailable>
  );
}

export function AgmCards({ documents }: { documents: readonly PublicDocument[] }) {
  return (
    <List $min="220px">
      {agmDocuments(documents).map((doc) => (
        <li key={doc.title}>
          <AgmCard doc={doc} />
        </li>
      ))}
    </List>
  );
}
