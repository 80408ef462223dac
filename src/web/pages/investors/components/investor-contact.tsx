import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Card } from '../../../../ui/card.tsx';
import { Container, Section, SectionHeading } from '../../../../ui/layout.tsx';
import { useCompany } from '../../../state/site-content.ts';
import { colors } from '../../../../ui/styles/theme.ts';
import { TwoColumns } from './two-columns.tsx';

const Details = styled.dl`
  display: grid;
  gap: 0.9rem;
  margin: 1rem 0 0;
  dt { font-weight: 600; color: ${colors.ink}; }
  dd { margin: 0.15rem 0 0; color: ${colors.text}; overflow-wrap: anywhere; }
`;

/**
 * Investor relations contact details, shared by the investor pages; the facts are the admin's company facts.
 * The contact's name and own e-mail show once the company gives them.
 */
export function InvestorContact(props: { title?: string; intro?: string }) {
  const company = useCompany();
  return (
    <Card>
      <h3>{props.title ?? 'Investor Relations'}</h3>
      {props.intro ? <p>{props.intro}</p> : null}
      <Details>
        <div>
          <dt>Investor relations</dt>
          <dd>
            {company.investorRelationsName ? (
              <>
                {company.investorRelationsName}
                <br />
              </>
            ) : null}
            {company.investorRelationsPhone ? <a href={company.investorRelationsPhoneHref}>{company.investorRelationsPhone}</a> : null}
            {company.investorRelationsEmail !== company.email || !company.investorRelationsPhone ? (
              <>
                {company.investorRelationsPhone ? <br /> : null}
                <a href={`mailto:${company.investorRelationsEmail}`}>{company.investorRelationsEmail}</a>
              </>
            ) : null}
          </dd>
        </div>
        {company.phone ? (
          <div>
            <dt>Corporate office</dt>
            <dd>
              <a href={company.phoneHref}>{company.phone}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </dd>
        </div>
        <div>
          <dt>Office</dt>
          <dd>
            {company.office.lines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </dd>
        </div>
      </Details>
    </Card>
  );
}

/**
 * The closing section of an investor page: the page's own column, then the contact card, under a
 * "Contact" heading of its own when `headed`.
 */
export function ClosingContactSection(props: { intro: string; headed?: boolean; wideFirst?: boolean; children: ReactNode }) {
  const card = <InvestorContact intro={props.intro} />;
  return (
    <Section>
      <Container>
        <TwoColumns $wideFirst={props.wideFirst}>
          <div>{props.children}</div>
          {props.headed ? (
            <div>
              <SectionHeading title="Contact" />
              {card}
            </div>
          ) : (
            card
          )}
        </TwoColumns>
      </Container>
    </Section>
  );
}
