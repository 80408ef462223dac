import { styled } from 'styled-components';
import { company } from '../../content/company.ts';
import { colors, radius } from '../../styles/theme.ts';

const Box = styled.aside`
  margin-top: 3rem;
  padding: 1.5rem;
  border-left: 4px solid ${colors.copperDark};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  font-size: 0.9rem;
  color: ${colors.text};
  h2 { font-size: 1.05rem; margin-bottom: 0.75rem; }
  h3 { font-size: 0.95rem; margin: 1rem 0 0.4rem; }
  p + p { margin-top: 0.75rem; }
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

/** The regulatory notice shown under every release unless it opts out (includeDisclaimer). */
export function ArticleDisclaimer() {
  return (
    <Box aria-labelledby="article-disclaimer">
      <h2 id="article-disclaimer">Regulatory Disclaimer</h2>
      <p>
        Neither TSX Venture Exchange nor its Regulation Services Provider (as that term is defined in the policies of
        the TSX Venture Exchange) accepts responsibility for the adequacy or accuracy of this release.
      </p>
      <p>
        This news release does not constitute an offer to sell or a solicitation of an offer to buy any of the
        securities in the United States. The securities have not been and will not be registered under the United
        States Securities Act of 1933, as amended, or any state securities laws, and may not be offered or sold within
        the United States unless registered or exempt from registration.
      </p>
      <h3>Cautionary Statement Regarding Forward-Looking Statements</h3>
      <p>
        This news release contains forward-looking statements and forward-looking information within the meaning of
        applicable securities laws, including statements about planned exploration, the Company’s projects and its
        future plans. These statements are based on assumptions the Company considers reasonable at the date of this
        release and are subject to risks and uncertainties that could cause actual results to differ materially.
        Readers should not place undue reliance on forward-looking statements. The Company does not undertake to update
        them except as required by law.
      </p>
      <p>
        Further information about the Company is available on SEDAR+ at{' '}
        <a href={company.sedarUrl} target="_blank" rel="noopener noreferrer">
          www.sedarplus.ca
        </a>
        .
      </p>
    </Box>
  );
}
