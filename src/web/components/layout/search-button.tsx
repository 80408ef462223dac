import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { SITE_PAGES } from '../../../shared/pages.ts';
import { colors, radius } from '../../styles/theme.ts';
import { Modal } from '../ui/modal.tsx';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${colors.slate};
  cursor: pointer;
  &:hover { background: ${colors.surfaceAlt}; color: ${colors.copperDark}; }
`;

const Input = styled.input`
  width: 100%;
  padding: 0.75rem 1rem;
  font-size: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.sm};
`;

const Results = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  li a { display: block; padding: 0.6rem 0.25rem; border-bottom: 1px solid ${colors.line}; text-decoration: none; }
  small { display: block; color: ${colors.muted}; }
`;

/** The header's search icon: finds site pages by title and description. */
export function SearchButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const results = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return SITE_PAGES.filter((p) => `${p.title} ${p.description}`.toLowerCase().includes(q)).slice(0, 8);
  }, [query]);
  return (
    <>
      <Trigger aria-label="Search" onClick={() => setOpen(true)}>
        {children}
      </Trigger>
      <Modal open={open} onOpenChange={setOpen} title="Search" width={600}>
        <Input
          type="search"
          aria-label="Search the site"
          placeholder="Search pages"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Results aria-label="Results">
          {results.map((p) => (
            <li key={p.path}>
              <Link to={p.path} onClick={() => setOpen(false)}>
                {p.title}
                <small>{p.description}</small>
              </Link>
            </li>
          ))}
        </Results>
      </Modal>
    </>
  );
}
