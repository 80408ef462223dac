import { styled } from 'styled-components';
import { qualifiedPersonStatement } from '../../content/qualified-person.ts';
import { useCompany } from '../../state/site-content.ts';
import { colors } from '../../../ui/styles/theme.ts';

const Statement = styled.p`
  margin: 1.5rem 0;
  padding: 0.9rem 1rem;
  border-left: 3px solid ${colors.copperDark};
  background: ${colors.surfaceAlt};
  font-size: 0.9rem;
  color: ${colors.muted};
`;

/** The Qualified Person statement as it closes a Project Updates release. */
export function QualifiedPersonStatement() {
  return <Statement data-qualified-person>{qualifiedPersonStatement('release', useCompany().qualifiedPerson)}</Statement>;
}
