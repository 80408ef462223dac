import { styled } from 'styled-components';
import { useCompany } from '../../../state/site-content.ts';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const List = styled.dl`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 1.75rem;
  background: ${colors.surfaceAlt};
  border-radius: ${radius.md};
  dt { font-weight: 700; color: ${colors.ink}; margin-bottom: 0.25rem; }
  dd { margin: 0; }
  address { font-style: normal; }
  span { display: block; }
  a { overflow-wrap: anywhere; }
`;

/** Office address, phone, e-mail and business hours, all from the company facts. */
export function ContactDetails() {
  const company = useCompany();
  return (
    <List>
      <div>
        <dt>Corporate Office</dt>
        <dd>
          <address>
            {company.office.lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </dd>
      </div>
      {company.phone ? (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={company.phoneHref}>{company.phone}</a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
      <div>
        <dt>Business Hours</dt>
        <dd>
          <span>{company.businessHours.weekdays}</span>
          <span>{company.businessHours.weekends}</span>
        </dd>
      </div>
    </List>
  );
}
