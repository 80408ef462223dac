import { styled } from 'styled-components';
import { Card } from '../../../ui/card.tsx';
import { Container, Grid, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { directoryCards } from '../../content/directory.ts';
import { useCompany } from '../../state/site-content.ts';
import { colors } from '../../../ui/styles/theme.ts';

const Lines = styled.address`
  font-style: normal;
  color: ${colors.muted};
  span { display: block; overflow-wrap: anywhere; }
`;

const DirectoryCard = styled(Card)`
  border-top: 4px solid ${colors.copper};
`;

/** Corporate Directory: six cards of title and detail lines. */
export default function CorporateDirectoryPage() {
  const cards = directoryCards(useCompany());
  return (
    <>
      <PageHero eyebrow="Corporate" title="Corporate Directory" subtitle="Our offices and the firms that serve District Copper Corp." />
      <Section>
        <Container>
          <Grid $min="300px">
            {cards.map((card) => (
              <DirectoryCard key={card.title} data-testid="directory-card">
                <h2>{card.title}</h2>
                <Lines>
                  {card.lines.map((line) => (
                    <span key={line.text}>{line.href ? <a href={line.href}>{line.text}</a> : line.text}</span>
                  ))}
                </Lines>
              </DirectoryCard>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
