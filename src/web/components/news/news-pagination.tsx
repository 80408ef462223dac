import { styled } from 'styled-components';
import { colors } from '../../../ui/styles/theme.ts';
import { ButtonLink } from '../../../ui/button.tsx';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: 900px;
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${colors.line};
`;

const Status = styled.p`
  margin: 0;
  color: ${colors.muted};
  font-weight: 600;
`;

const Slot = styled.div`
  min-width: 9rem;
  display: flex;
  &:last-child { justify-content: flex-end; }
`;

/**
 * Newer and older pages as plain links (server-rendered, so they work before or without JavaScript),
 * keeping the year filter.
 */
export function NewsPagination(props: { page: number; pages: number; href: (page: number) => string }) {
  if (props.pages <= 1) return null;
  return (
    <Nav aria-label="Press release pages">
      <Slot>
        {props.page > 1 ? (
          <ButtonLink href={props.href(props.page - 1)} rel="prev" $variant="outline">
            ← Newer releases
          </ButtonLink>
        ) : null}
      </Slot>
      <Status aria-live="polite">
        Page {props.page} of {props.pages}
      </Status>
      <Slot>
        {props.page < props.pages ? (
          <ButtonLink href={props.href(props.page + 1)} rel="next" $variant="outline">
            Older releases →
          </ButtonLink>
        ) : null}
      </Slot>
    </Nav>
  );
}
