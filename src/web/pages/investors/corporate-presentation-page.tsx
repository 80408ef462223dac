import { styled } from 'styled-components';
import { Card } from '../../components/ui/card.tsx';
import { Container, Grid, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { currentPresentation, FACT_SHEET_NOTICE, presentationHighlights } from '../../content/presentation.ts';
import { staticHandle } from '../../route-meta.ts';
import { colors, radius } from '../../styles/theme.ts';
import { ClosingContactSection } from './components/investor-contact.tsx';
import { PresentationCard } from './components/presentation-card.tsx';

export const handle = staticHandle('/investors/corporate-presentation');

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
          <PresentationCard presentation={currentPresentation} />
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
        <Placeholder>
          <h3>Company Fact Sheet</h3>
          <p>{FACT_SHEET_NOTICE}</p>
        </Placeholder>
      </ClosingContactSection>
    </>
  );
}
