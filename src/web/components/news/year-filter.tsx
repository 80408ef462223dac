import { styled } from 'styled-components';
import { newsListHref } from '../../../shared/news-list.ts';
import { YEAR_FILTER_ATTRIBUTE } from '../../enhancements/news-year-links.ts';
import { colors, radius } from '../../../ui/styles/theme.ts';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 2rem;
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 2px solid ${colors.copperDark};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.copperDark};
  font-weight: 700;
  text-decoration: none;
  &[aria-current='page'] { background: ${colors.copperDark}; color: #fff; }
  &:hover { background: ${colors.surfaceAlt}; color: ${colors.copperDark}; }
  &[aria-current='page']:hover { background: #6f350f; color: #fff; }
`;

/**
 * 'All Years' plus each year present (null means all years), as links to each year's first page: the
 * server renders every list, so choosing a year is a navigation that needs no script.
 */
export function YearFilter(props: { years: number[]; selected: number | null }) {
  const chips = [null, ...props.years];
  return (
    <Group role="group" aria-label="Filter by year" {...{ [YEAR_FILTER_ATTRIBUTE]: '' }}>
      {chips.map((year) => (
        <Chip key={year ?? 'all'} href={newsListHref(1, year)} aria-current={props.selected === year ? 'page' : undefined}>
          {year ?? 'All Years'}
        </Chip>
      ))}
    </Group>
  );
}
