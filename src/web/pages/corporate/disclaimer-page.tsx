import { styled } from 'styled-components';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { disclaimerBlocks } from '../../content/disclaimer.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';

const Blocks = styled.div`
  max-width: 860px;
  display: grid;
  gap: 2rem;
`;

const Block = styled.section`
  padding: 1.75rem;
  background: ${colors.surfaceAlt};
  border-left: 5px solid ${colors.copper};
  border-radius: ${radius.md};
  h2 { font-size: 1.4rem; }
  p:last-child { margin-bottom: 0; }
`;

/** Disclaimer: forward-looking information and accuracy of information. */
export default function DisclaimerPage() {
  return (
    <>
      <PageHero eyebrow="Corporate" title="Disclaimer" />
      <Section>
        <Container>
          <Blocks>
            {disclaimerBlocks.map((block) => (
              <Block key={block.title} data-testid="disclaimer-block" aria-label={block.title}>
                <h2>{block.title}</h2>
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Block>
            ))}
          </Blocks>
        </Container>
      </Section>
    </>
  );
}
