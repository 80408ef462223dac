import { styled } from 'styled-components';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1.5rem 0;
`;

const Chip = styled.button`
  min-width: 72px;
  min-height: 44px;
  padding: 0.4rem 1rem;
  border-radius: ${radius.pill};
  border: 2px solid ${colors.line};
  background: ${colors.surface};
  color: ${colors.ink};
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${colors.copperDark}; }
  &[aria-pressed='true'] { background: ${colors.copperDark}; border-color: ${colors.copperDark}; color: #fff; }
`;

/** Fiscal-year toggle buttons; the pressed one is the year on show. */
export function YearChips(props: { years: readonly number[]; selected: number; onSelect: (year: number) => void }) {
  return (
    <Chips role="group" aria-label="Fiscal year">
      {props.years.map((year) => (
        <Chip key={year} type="button" aria-pressed={year === props.selected} onClick={() => props.onSelect(year)}>
          {year}
        </Chip>
      ))}
    </Chips>
  );
}
