import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { PublicDocument } from '../../../shared/document-library.ts';
import { presentationCover, presentationDate } from '../../content/presentation.ts';
import { apiDataSource } from '../../data/data-source.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';
import { Picture } from '../media/picture.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { PresentationTitleCard } from './presentation-title-card.tsx';

const Offer = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surfaceAlt};
  img { display: block; width: 100%; height: auto; border-radius: ${radius.sm}; }
  h3 { margin: 0; font-size: 1.1rem; }
  p { margin: 0.25rem 0 0; color: ${colors.muted}; font-size: 0.9rem; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * Where the provider's request form would be when none is configured: the current presentation itself
 * (the library's newest, asked for when the dialog opens, as the dialog is on every page), so every
 * "Download Presentation" button leads to the file rather than to a dead end. Its cover image shows only
 * for the presentation it is of; any other shows as a title card.
 */
export function PresentationOffer() {
  const [current, setCurrent] = useState<PublicDocument | null>();
  useEffect(() => {
    apiDataSource.listDocuments({ kind: 'presentation' }).then(
      (list) => setCurrent(list[0] ?? null),
      () => setCurrent(null),
    );
  }, []);
  if (current === undefined) return <Offer data-testid="presentation-offer" aria-busy="true" />;
  if (current === null) return <Offer data-testid="presentation-offer">No presentation is available right now.</Offer>;
  const cover = presentationCover(current);
  const date = presentationDate(current.documentDate);
  return (
    <Offer data-testid="presentation-offer">
      {cover ? (
        <>
          <Picture name={cover} alt="" sizes="(min-width: 560px) 456px, 90vw" />
          <div>
            <h3>{current.title}</h3>
            <p>
              {date}
              {current.pages ? ` · ${current.pages} pages` : ''} · PDF
            </p>
          </div>
        </>
      ) : (
        <PresentationTitleCard title={current.title} date={date} pages={current.pages} />
      )}
      <Actions>
        <ButtonLink href={current.url} target="_blank" rel="noopener">
          View Presentation
        </ButtonLink>
        <ButtonLink href={current.url} download $variant="outline">
          Download PDF
        </ButtonLink>
      </Actions>
    </Offer>
  );
}
