import { styled } from 'styled-components';
import { Card } from '../../../ui/card.tsx';
import { Container, Grid, Section, SectionHeading } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { commitment, implementationAreas, principles } from '../../content/sustainability.ts';
import { colors, fonts } from '../../../ui/styles/theme.ts';

const PrincipleList = styled(Grid).attrs({ as: 'ol' })`
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Principle = styled(Card).attrs({ as: 'div' })`
  height: 100%;
  h3 { font-size: 1.1rem; margin: 0.4rem 0 0.5rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

const PrincipleNumber = styled.span`
  font-family: ${fonts.heading};
  font-size: 1.8rem;
  font-weight: 700;
  color: ${colors.copperDark};
`;

const Area = styled(Card)`
  border-top: 4px solid ${colors.copperDark};
  ul { margin: 0.75rem 0 0; padding-left: 1.2rem; }
  li + li { margin-top: 0.4rem; }
`;

const Commitment = styled.blockquote`
  max-width: 820px;
  margin: 0 auto;
  font-size: 1.2rem;
  line-height: 1.7;
  text-align: center;
  color: ${colors.onDark};
`;

export default function SustainabilityPage() {
  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="Sustainability"
        subtitle="We explore under E3 Plus, the Prospectors & Developers Association of Canada’s framework for responsible exploration."
      />
      <Section>
        <Container>
          <SectionHeading
            eyebrow="E3 Plus Framework"
            title="Our Eight Principles"
            lead="E3 Plus sets out how explorers can act responsibly on governance, ethics, people and the environment. These are the principles we apply."
          />
          <PrincipleList $min="260px">
            {principles.map((p) => (
              <li key={p.number}>
                <Principle>
                  <PrincipleNumber>{p.number}</PrincipleNumber>
                  <h3>{p.title}</h3>
                  <p>{p.description}</p>
                </Principle>
              </li>
            ))}
          </PrincipleList>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="Implementation Areas" lead="How the principles shape our work in the field." />
          <Grid $stretch $min="260px">
            {implementationAreas.map((area) => (
              <Area key={area.title}>
                <h3>{area.title}</h3>
                <ul>
                  {area.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </Area>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section $tone="dark">
        <Container>
          <SectionHeading title="Our Commitment" center />
          <Commitment>{commitment}</Commitment>
        </Container>
      </Section>
    </>
  );
}
