import { styled } from 'styled-components';
import { Picture } from '../../../components/media/picture.tsx';
import type { ProjectSummary } from '../../../content/projects.ts';
import { colors, radius, shadow } from '../../../../ui/styles/theme.ts';
import { FigureGrid } from '../../../../ui/figure-grid.tsx';
import { PHONE_CONTENT_WIDTH } from '../../../../ui/layout.tsx';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  background: ${colors.surface};
  border: 1px solid ${colors.line};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.card};
  overflow: hidden;
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  &:hover { box-shadow: ${shadow.raised}; transform: translateY(-2px); }
  @media (prefers-reduced-motion: reduce) { &:hover { transform: none; } }
  img { width: 100%; aspect-ratio: 16 / 10; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
  flex: 1;
  h3 { font-size: 1.4rem; margin: 0; }
  p { margin: 0; color: ${colors.muted}; }
`;

const Province = styled.p`
  && { color: ${colors.copperDark}; }
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: 0.8rem;
  font-weight: 700;
`;

/** The whole card is one link: the title's link stretches over it. */
const TitleLink = styled.a`
  color: ${colors.ink};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:hover { color: ${colors.copperDark}; }
`;

const More = styled.span`
  margin-top: auto;
  font-weight: 600;
  color: ${colors.copperDark};
`;

export function ProjectCard(props: { project: ProjectSummary }) {
  const { project } = props;
  return (
    <Card data-testid="project-card">
      <Picture name={project.image.name} alt={project.image.alt} sizes={`(min-width: 1024px) 560px, ${PHONE_CONTENT_WIDTH}`} />
      <Body>
        <Province>{project.province}</Province>
        <h3>
          <TitleLink href={project.href}>{project.name}</TitleLink>
        </h3>
        <p>{project.summary}</p>
        <FigureGrid figures={project.figures} size="compact" />
        <More aria-hidden="true">Explore project →</More>
      </Body>
    </Card>
  );
}
