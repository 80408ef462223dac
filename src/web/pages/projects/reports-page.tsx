import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PublicDocument } from '../../../shared/document-library.ts';
import { dataSource } from '../../data/data-source.ts';
import { Card } from '../../../ui/card.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { company } from '../../content/company.ts';
import { disclosureStandard, importantNotice, technicalReports } from '../../content/technical-reports.ts';
import { colors, media } from '../../../ui/styles/theme.ts';
import { ReportCard } from './components/report-card.tsx';
import { TechnicalDisclosure } from './components/technical-disclosure.tsx';

export async function loader({ context }: LoaderFunctionArgs): Promise<PublicDocument[]> {
  return dataSource(context).listDocuments({ kind: 'technical-report' });
}

const Reports = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 860px;
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.lg} { grid-template-columns: 3fr 2fr; }
`;

const Notice = styled(Card)`
  border-left: 4px solid ${colors.copperDark};
  h2 { font-size: 1.2rem; }
  p { color: ${colors.muted}; }
`;

export default function ReportsPage() {
  const reports = technicalReports(useLoaderData() as PublicDocument[]);
  return (
    <>
      <PageHero
        eyebrow="Projects"
        title="Technical Reports"
        subtitle="Independent technical reports on our properties, prepared under Canada’s NI 43-101 disclosure standard."
      />
      <Section aria-labelledby="available-reports">
        <Container>
          <SectionHeading id="available-reports" title="Available Reports" />
          <Reports>
            {reports.length === 0 && <p>Reports will be posted here as they are filed.</p>}
            {reports.map((report) => (
              <ReportCard key={report.id} report={report} />
            ))}
          </Reports>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <Columns>
            <Card>
              <h2>{disclosureStandard.title}</h2>
              {disclosureStandard.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p>
                Complete copies of filed reports are available on{' '}
                <a href={company.sedarUrl} target="_blank" rel="noopener noreferrer">
                  SEDAR+
                </a>
                .
              </p>
            </Card>
            <Notice as="aside" aria-labelledby="important-notice">
              <h2 id="important-notice">Important Notice</h2>
              <p>{importantNotice}</p>
            </Notice>
          </Columns>
        </Container>
      </Section>
      <TechnicalDisclosure conceptual={false} />
    </>
  );
}
