import { styled } from 'styled-components';
import { currentAsOf } from '../../../shared/review-dates.ts';
import { useSiteContent } from '../../state/site-content.ts';

const Note = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.9rem;
  font-style: italic;
`;

/** "Information current as of {date}" beside figures the disclosure guidance expects dated; nothing until first confirmed. */
export function CurrentAsOf({ subject }: { subject: string }) {
  const confirmedOn = useSiteContent().reviewedOn[subject];
  return confirmedOn ? <Note data-current-as-of>{currentAsOf(confirmedOn)}</Note> : null;
}
