import { styled } from 'styled-components';
import { Container } from '../../../../ui/layout.tsx';
import { qualifiedPersonStatement } from '../../../../shared/qualified-person.ts';
import { useCompany } from '../../../state/site-content.ts';
import { CONCEPTUAL_TARGET_NOTE, HISTORICAL_DATA_NOTE } from '../../../content/projects.ts';
import { colors } from '../../../../ui/styles/theme.ts';

const Note = styled.aside`
  padding: 2rem 0;
  background: ${colors.surfaceAlt};
  border-top: 1px solid ${colors.line};
  font-size: 0.9rem;
  color: ${colors.muted};
  h2 { font-size: 1rem; margin-bottom: 0.5rem; }
  p { max-width: 900px; }
`;

/** NI 43-101 disclosure that closes every technical page: the qualified person and the usual cautions. */
export function TechnicalDisclosure(props: { historical?: boolean; conceptual?: boolean }) {
  const company = useCompany();
  return (
    <Note aria-labelledby="technical-disclosure-title">
      <Container>
        <h2 id="technical-disclosure-title">Technical Disclosure</h2>
        <p data-qualified-person>{qualifiedPersonStatement('page', company.qualifiedPerson)}</p>
        {props.conceptual === false ? null : <p>{CONCEPTUAL_TARGET_NOTE}</p>}
        {props.historical ? <p>{HISTORICAL_DATA_NOTE}</p> : null}
      </Container>
    </Note>
  );
}
