import { styled } from 'styled-components';
import { colors, radius } from '../../../ui/styles/theme.ts';
import type { SearchOption } from './search-options.ts';
import { Snippet } from './snippet.tsx';

const Box = styled.div`
  margin-top: 0.75rem;
  max-height: min(60vh, 480px);
  overflow-y: auto;
`;

const GroupLabel = styled.div`
  padding: 0.75rem 0.5rem 0.35rem;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${colors.copperDark};
`;

const Option = styled.div<{ $active: boolean }>`
  border-radius: ${radius.sm};
  background: ${({ $active }) => ($active ? colors.surfaceAlt : 'transparent')};
  box-shadow: ${({ $active }) => ($active ? `inset 3px 0 0 ${colors.copper}` : 'none')};
  a { display: block; padding: 0.6rem 0.75rem; color: ${colors.text}; text-decoration: none; }
  strong { display: block; color: ${colors.ink}; }
  small { display: block; color: ${colors.muted}; font-size: 0.8rem; }
  p { margin: 0.2rem 0 0; font-size: 0.9rem; color: ${colors.muted}; }
  mark { background: #fbe3cf; color: inherit; padding: 0 0.1em; border-radius: 2px; }
`;

/** The combobox popup: options grouped as Pages and News, the active one marked for assistive tech. */
export function SearchListbox(props: {
  id: string;
  options: SearchOption[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: () => void;
}) {
  const groups = (['Pages', 'News'] as const)
    .map((group) => ({ group, items: props.options.map((o, index) => ({ o, index })).filter(({ o }) => o.group === group) }))
    .filter((g) => g.items.length > 0);
  return (
    <Box role="listbox" id={props.id} aria-label="Search results">
      {groups.map(({ group, items }) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox owns ARIA groups; a <fieldset> is for form controls
        <div role="group" key={group} aria-labelledby={`${props.id}-${group}`}>
          <GroupLabel role="presentation" id={`${props.id}-${group}`}>
            {group}
          </GroupLabel>
          {items.map(({ o, index }) => (
            <Option
              key={o.href}
              role="option"
              id={props.optionId(index)}
              aria-selected={index === props.active}
              $active={index === props.active}
              onMouseMove={() => props.onHover(index)}
            >
              <a href={o.href} tabIndex={-1} onClick={props.onChoose}>
                <strong>{o.title}</strong>
                {o.meta ? <small>{o.meta}</small> : null}
                <p>
                  <Snippet html={o.snippet} />
                </p>
              </a>
            </Option>
          ))}
        </div>
      ))}
    </Box>
  );
}
