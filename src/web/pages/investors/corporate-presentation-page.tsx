import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PublicDocument } from '../../../shared/document-library.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Container, Grid, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { FACT_SHEET_NOTICE, presentationDate, presentationHighlights, presentations } from '../../content/presentation.ts';
import { dataSource } from '../../data/data-source.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';
import { ClosingContactSection } from './components/investor-contact.tsx';
import { CurrentAsOf } from '../../components/layout/current-as-of.tsx';
import { documentSubject } from '../../../shared/review-dates.ts';
import { PresentationCard } from './components/presentation-card.tsx';

interface LoaderData {
  presentations: PublicDocument[];
  factSheet: PublicDocument | null;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<LoaderData> {
  const source = dataSource(context);
  const [list, factSheets] = await Promise.all([source.listDocuments({ kind: 'presentation' }), source.listDocuments({ kind: 'fact-sheet' })]);
  return { presentations: list, factSheet: factSheets[0] ?? null };
}

const Archive = styled.ul`
  list-style: none;
  margin: 2rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const ArchiveItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surface};
  strong { display: block; color: ${colors.ink}; }
  span { color: ${colors.muted}; font-size: 0.95rem; }
`;

const FactSheetAction = styled.div`
  margin-top: 1rem;
`;

const ArchiveHeading = styled.h3`
  margin: 2.5rem 0 0;
  font-size: 1.2rem;
`;

const Highlight = styled(Card)`
  border-top: 4px solid ${colors.copperDark};
  p { margin: 0.5rem 0 0; color: ${colors.muted}; }
`;

const Placeholder = styled.div`
  padding: 2rem 1.5rem;
  text-align: center;
  border: 2px dashed ${colors.line};
  border-radius: ${radius.md};
  background: ${colors.surface};
  h3 { margin-bottom: 0.5rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

export default function CorporatePresentationPage() {
  const data = useLoaderData() as LoaderData;
  const [current, ...earlier] = presentations(data.presentations);
  const factSheet = data.factSheet;
  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="Corporate Presentation"
        subtitle="Our strategy, projects and capital structure in one presentation for investors and partners."
      />
      <Section>
        <Container>
          <SectionHeading title="Current Presentation" />
          {current ? (
            <>
              <PresentationCard presentation={current} />
              <CurrentAsOf subject={documentSubject(data.presentations[0]!.id)} />
            </>
          ) : (
            <Placeholder>
              <p>The next presentation will be posted here.</p>
            </Placeholder>
          )}
          {earlier.length > 0 && (
            <>
              <ArchiveHeading id="presentation-archive">Earlier Presentations</ArchiveHeading>
              <Archive aria-labelledby="presentation-archive">
                {earlier.map((p) => (
                  <ArchiveItem key={p.url} data-presentation-archive>
                    <div>
                      <strong>{p.title}</strong>
                      <span>
                        {p.date}
                        {p.pages ? ` · ${p.pages} pages` : ''}
                      </span>
                    </div>
                    <ButtonLink $variant="outline" href={p.url} target="_blank" rel="noopener noreferrer" aria-label={`Download ${p.title}, ${p.date} (PDF, opens in a new tab)`}>
                      Download PDF
                    </ButtonLink>
                  </ArchiveItem>
                ))}
              </Archive>
            </>
          )}
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="Presentation Highlights" />
          <Grid $min="240px">
            {presentationHighlights.map((h) => (
              <Highlight key={h.title}>
                <h3>{h.title}</h3>
                <p>{h.description}</p>
              </Highlight>
            ))}
          </Grid>
        </Container>
      </Section>
      <ClosingContactSection headed intro="For a walkthrough of the presentation or a meeting with management, please get in touch.">
        <SectionHeading title="Fact Sheet" />
        {factSheet ? (
          <Placeholder as="div" data-fact-sheet>
            <h3>{factSheet.title}</h3>
            <p>{presentationDate(factSheet.documentDate)}</p>
            <FactSheetAction>
              <ButtonLink href={factSheet.url} target="_blank" rel="noopener noreferrer">
                View Fact Sheet (PDF)
              </ButtonLink>
            </FactSheetAction>
          </Placeholder>
        ) : (
          <Placeholder>
            <h3>Company Fact Sheet</h3>
            <p>{FACT_SHEET_NOTICE}</p>
          </Placeholder>
        )}
      </ClosingContactSection>
    </>
  );
}
