import { styled } from 'styled-components';

/** The header's icon-only buttons (search, menu): a 44 px touch target with no chrome of its own. */
export const HeaderIconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  cursor: pointer;
`;
