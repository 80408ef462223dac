import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Container, Section } from '../../../../ui/layout.tsx';
import type { ProseBlock } from '../../../content/projects.ts';
import { colors, media } from '../../../../ui/styles/theme.ts';
import { FullSizePicture } from './full-size-picture.tsx';

const Columns = styled.div<{ $split: boolean; $reverse: boolean }>`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.lg} {
    grid-template-columns: ${({ $split }) => ($split ? '1fr 1fr' : '1fr')};
    & > :first-child { order: ${({ $reverse }) => ($reverse ? 2 : 0)}; }
  }
`;

const Text = styled.div`
  max-width: 760px;
  h2 { font-size: clamp(1.5rem, 3vw, 2rem); }
`;

const Points = styled.ul`
  margin: 0 0 1em;
  padding-left: 1.2rem;
  li { margin-bottom: 0.4rem; }
  li::marker { color: ${colors.copperDark}; }
`;

/** A titled block of project prose with its figure beside it; figures alternate sides down the page. */
export function ProseSection(props: {
  block: ProseBlock;
  tone?: 'light' | 'alt';
  reverse?: boolean;
  children?: ReactNode;
}) {
  const { block } = props;
  return (
    <Section $tone={props.tone ?? 'light'} aria-labelledby={`${block.id}-title`}>
      <Container>
        <Columns $split={Boolean(block.image)} $reverse={props.reverse ?? false}>
          <Text>
            <h2 id={`${block.id}-title`}>{block.title}</h2>
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {block.points ? (
              <Points>
                {block.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Points>
            ) : null}
            {props.children}
          </Text>
          {block.image ? <FullSizePicture image={block.image} /> : null}
        </Columns>
      </Container>
    </Section>
  );
}
