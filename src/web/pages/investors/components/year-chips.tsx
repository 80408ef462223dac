import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 1.5rem 0;
`;

const Chip = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 72px;
  min-height: 44px;
  padding: 0.4rem 1rem;
  border-radius: ${radius.pill};
  border: 2px solid ${colors.line};
  background: ${colors.surface};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover { border-color: ${colors.copperDark}; color: ${colors.ink}; }
  &[aria-current='true'] { background: ${colors.copperDark}; border-color: ${colors.copperDark}; color: #fff; }
`;

/** A plain click stays on the page (the island shows the view); a modified one opens the link as links do. */
export function inPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  event.preventDefault();
  return true;
}

/**
 * Fiscal-year links (`href(year)` is the view's address, which the server renders, so they work without
 * JavaScript); once the island has woken a click shows the year in place. The current one is marked.
 */
export function YearChips(props: { years: readonly number[]; selected: number; href: (year: number) => string; onSelect: (year: number) => void }) {
  return (
    <Chips role="group" aria-label="Fiscal year">
      {props.years.map((year) => (
        <Chip
          key={year}
          href={props.href(year)}
          aria-current={year === props.selected ? 'true' : undefined}
          onClick={(event) => {
            if (inPlace(event)) props.onSelect(year);
          }}
        >
          {year}
        </Chip>
      ))}
    </Chips>
  );
}
