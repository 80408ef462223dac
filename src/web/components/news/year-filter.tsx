import { styled } from 'styled-components';
import { colors, radius } from '../../styles/theme.ts';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 2rem;
`;

const Chip = styled.button.attrs({ type: 'button' })`
  min-height: 44px;
  padding: 0.5rem 1.1rem;
  border: 2px solid ${colors.copperDark};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.copperDark};
  font-weight: 700;
  cursor: pointer;
  &[aria-pressed='true'] { background: ${colors.copperDark}; color: #fff; }
  &:hover { background: ${colors.surfaceAlt}; }
  &[aria-pressed='true']:hover { background: #6f350f; }
`;

/** 'All Years' plus each year present; null means all years. */
export function YearFilter(props: { years: number[]; selected: number | null; onSelect: (year: number | null) => void }) {
  return (
    <Group role="group" aria-label="Filter by year">
      <Chip aria-pressed={props.selected === null} onClick={() => props.onSelect(null)}>
        All Years
      </Chip>
      {props.years.map((year) => (
        <Chip key={year} aria-pressed={props.selected === year} onClick={() => props.onSelect(year)}>
          {year}
        </Chip>
      ))}
    </Group>
  );
}
