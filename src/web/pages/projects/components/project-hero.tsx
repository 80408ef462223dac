import { styled } from 'styled-components';
import { FigureGrid } from '../../../../ui/figure-grid.tsx';
import { useLocation } from 'react-router-dom';
import { pageSubject } from '../../../../shared/review-dates.ts';
import { CurrentAsOf } from '../../../components/layout/current-as-of.tsx';
import { PageHero } from '../../../components/layout/page-hero.tsx';
import type { KeyFigure } from '../../../content/projects.ts';

const Figures = styled(FigureGrid)`
  margin-top: 2rem;
`;

/** The banner of a project page: name, location line and the project's key figures. */
export function ProjectHero(props: { title: string; eyebrow: string; subtitle: string; figures: readonly KeyFigure[] }) {
  return (
    <PageHero eyebrow={props.eyebrow} title={props.title} subtitle={props.subtitle}>
      <Figures figures={props.figures} size="compact" dark />
      <CurrentAsOf subject={pageSubject(useLocation().pathname)} />
    </PageHero>
  );
}
