import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PublicDocument } from '../../../shared/document-library.ts';
import { dataSource } from '../../data/data-source.ts';
import { QuoteHero } from '../../components/stock/quote-hero.tsx';
import { Container, Section, SectionHeading } from '../../../ui/layout.tsx';
import { copperFacts } from '../../content/copper-facts.ts';
import {
  featuredProjects,
  otherProjects,
  PROJECTS_HERO_FALLBACK_MARKET_CAP,
  PROJECTS_HERO_SHARES,
} from '../../content/projects.ts';
import { technicalReports } from '../../content/technical-reports.ts';
import { colors, media } from '../../../ui/styles/theme.ts';
import { CopperFactsList } from './components/copper-facts-list.tsx';
import { ProjectCard } from './components/project-card.tsx';
import { ReportCard } from './components/report-card.tsx';
import { useSiteContent } from '../../state/site-content.ts';

export async function loader({ context }: LoaderFunctionArgs): Promise<PublicDocument[]> {
  return dataSource(context).listDocuments({ kind: 'technical-report' });
}

const Cards = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const MoreLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
  margin: 2rem 0 0;
  padding: 0;
  list-style: none;
  span { color: ${colors.muted}; }
`;

const ReportLayout = styled.div`
  max-width: 820px;
  margin: 0 auto;
`;

const AllReports = styled.p`
  margin-top: 1rem;
  text-align: center;
`;

export default function ProjectsPage() {
  const [latestReport] = technicalReports(useLoaderData() as PublicDocument[]);
  return (
    <>
      <QuoteHero
        title="OUR STRATEGIC PROJECTS"
        subtitle="District-scale copper and gold exploration in British Columbia and Newfoundland, close to infrastructure and established mining operations."
        shares={useSiteContent().shareReading?.sharesOutstanding ?? PROJECTS_HERO_SHARES}
        fallbackMarketCap={PROJECTS_HERO_FALLBACK_MARKET_CAP}
        presentationLabel="DOWNLOAD PRESENTATION"
      />
      <Section aria-labelledby="featured-projects">
        <Container>
          <SectionHeading
            id="featured-projects"
            eyebrow="Portfolio"
            title="Featured Projects"
            lead="Two district-scale properties in mining-friendly Canadian jurisdictions with year-round access."
          />
          <Cards>
            {featuredProjects.map((project) => (
              <ProjectCard key={project.slug} project={project} />
            ))}
          </Cards>
          <MoreLinks aria-label="More projects and resources">
            {otherProjects.map((project) => (
              <li key={project.href}>
                <a href={project.href}>{project.name}</a> <span>· {project.note}</span>
              </li>
            ))}
            <li>
              <a href="/projects/maps">Project Maps</a>
            </li>
            <li>
              <a href="/projects/gallery">Project Gallery</a>
            </li>
          </MoreLinks>
        </Container>
      </Section>
      <Section $tone="dark" aria-labelledby="copper-facts">
        <Container>
          <SectionHeading
            id="copper-facts"
            title="Top 10 Copper Facts"
            lead="The metal of electrification, in ten facts."
          />
          <CopperFactsList facts={copperFacts} />
        </Container>
      </Section>
      <Section $tone="alt" aria-labelledby="technical-reports">
        <Container>
          <SectionHeading id="technical-reports" title="Technical Reports" center />
          <ReportLayout>
            {latestReport && <ReportCard report={latestReport} />}
            <AllReports>
              <a href="/projects/reports">About our technical reports</a>
            </AllReports>
          </ReportLayout>
        </Container>
      </Section>
    </>
  );
}
