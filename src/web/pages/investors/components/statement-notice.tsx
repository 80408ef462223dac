import { styled } from 'styled-components';
import { colors, radius } from '../../../../ui/styles/theme.ts';

const Notice = styled.aside`
  margin-top: 2rem;
  padding: 1.5rem;
  border-left: 4px solid ${colors.copperDark};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  h2 { font-size: 1.2rem; margin-bottom: 0.75rem; }
  ul { margin: 0; padding-left: 1.2rem; }
  li + li { margin-top: 0.5rem; }
`;

/** The notice on name changes, currency and fiscal year beside the financial documents. */
export function StatementNotice() {
  return (
    <Notice aria-labelledby="statement-notice">
      <h2 id="statement-notice">Important Notice</h2>
      <ul>
        <li>
          The Company changed its name in 2018 and again in 2022. Documents for earlier periods were issued under the
          name the Company held at the time and refer to the same reporting issuer.
        </li>
        <li>All amounts are expressed in Canadian dollars (CAD) unless otherwise stated.</li>
        <li>
          The Company’s fiscal year ends October 31. The fourth-quarter documents are the annual MD&amp;A and the audited
          annual financial statements.
        </li>
        <li>Financial statements are prepared in accordance with International Financial Reporting Standards (IFRS).</li>
      </ul>
    </Notice>
  );
}
