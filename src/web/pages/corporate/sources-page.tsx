import { styled } from 'styled-components';
import { ButtonLink } from '../../../ui/button.tsx';
import { Container, Section } from '../../../ui/layout.tsx';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { PLACEHOLDER_URL, sources } from '../../content/sources.ts';
import { colors, fonts, media, radius } from '../../../ui/styles/theme.ts';

const Note = styled.p`
  max-width: 860px;
  padding: 1rem 1.25rem;
  margin-bottom: 2rem;
  background: ${colors.surfaceAlt};
  border-left: 4px solid ${colors.copper};
  border-radius: ${radius.sm};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1rem 1.25rem;
  padding: 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  scroll-margin-top: 96px;
  &:target { border-color: ${colors.copper}; box-shadow: 0 0 0 3px rgba(184, 98, 47, 0.25); }
  ${media.md} { grid-template-columns: auto 1fr auto; align-items: center; padding: 1.5rem; }
  h2 { font-size: 1.15rem; margin-bottom: 0.2rem; }
  p { margin: 0; color: ${colors.muted}; }
  > a { grid-column: 2; justify-self: start; ${media.md} { grid-column: 3; } }
`;

const SourceNumber = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${colors.copperDark};
  color: #fff;
  font-family: ${fonts.heading};
  font-weight: 700;
`;

const Publisher = styled.p`
  && { color: ${colors.copperDark}; margin-bottom: 0.35rem; }
  font-weight: 600;
  font-size: 0.9rem;
`;

/** Sources and References: seventeen numbered sources with anchors for footnotes. */
export default function SourcesPage() {
  return (
    <>
      <PageHero eyebrow="References" title="Sources and References" />
      <Section>
        <Container>
          <Note>
            Superscript numbers that appear next to figures and statements elsewhere on this website refer to the numbered sources
            below. Third-party sources are provided for reference; District Copper is not responsible for their content.
          </Note>
          <List>
            {sources.map((source) => (
              <Item key={source.id} id={`source-${source.id}`} data-testid="source">
                <SourceNumber>{source.id}</SourceNumber>
                <div>
                  <h2>{source.title}</h2>
                  <Publisher>{source.publisher}</Publisher>
                  <p>{source.description}</p>
                </div>
                {source.url === PLACEHOLDER_URL ? null : (
                  <ButtonLink href={source.url} target="_blank" rel="noopener noreferrer" $variant="outline">
                    Visit Source<span className="visually-hidden"> (opens in a new tab)</span>
                  </ButtonLink>
                )}
              </Item>
            ))}
          </List>
        </Container>
      </Section>
    </>
  );
}
