import { styled } from 'styled-components';
import { projectsPromo } from '../../../content/home.ts';
import { useFigures } from '../../../state/site-content.ts';
import { colors, fonts, media, radius, shadow } from '../../../../ui/styles/theme.ts';

const Card = styled.a`
  display: grid;
  gap: 1.5rem;
  padding: 2rem;
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, ${colors.copperDark} 0%, #5c2a0c 100%);
  color: #fff;
  text-decoration: none;
  box-shadow: ${shadow.card};
  transition: box-shadow 0.2s ease, transform 0.2s ease;
  ${media.md} { grid-template-columns: 1fr auto; align-items: center; padding: 2.5rem 3rem; }
  &:hover { color: #fff; box-shadow: ${shadow.raised}; transform: translateY(-2px); }
  ${media.reducedMotion} { transition: none; &:hover { transform: none; } }
  h2 { color: #fff; margin: 0 0 0.35rem; font-size: clamp(1.5rem, 3vw, 2rem); }
  p { margin: 0; color: #f6e3d5; }
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem 2.5rem;
  margin: 0;
  div { display: flex; flex-direction: column-reverse; }
  dd { margin: 0; font-family: ${fonts.heading}; font-size: 2.2rem; font-weight: 700; line-height: 1.1; }
  dt { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.1em; color: #f6e3d5; }
`;

const More = styled.span`
  grid-column: 1 / -1;
  font-weight: 600;
`;

/** Home section 6: one card, all of it a link to /projects. */
export function ProjectsPromo() {
  const figures = useFigures(projectsPromo.stats);
  return (
    <Card href="/projects" data-testid="projects-promo">
      <div>
        <h2>{projectsPromo.title}</h2>
        <p>{projectsPromo.description}</p>
      </div>
      <Stats>
        {figures.map((stat) => (
          <div key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </Stats>
      <More aria-hidden="true">View all projects →</More>
    </Card>
  );
}
