/** The regulatory notice under a release (unless it opts out): the article page and alert e-mails show these words. */
export const RELEASE_DISCLAIMER = {
  heading: 'Regulatory Disclaimer',
  exchange:
    'Neither TSX Venture Exchange nor its Regulation Services Provider (as that term is defined in the policies of ' +
    'the TSX Venture Exchange) accepts responsibility for the adequacy or accuracy of this release.',
  unitedStates:
    'This news release does not constitute an offer to sell or a solicitation of an offer to buy any of the ' +
    'securities in the United States. The securities have not been and will not be registered under the United ' +
    'States Securities Act of 1933, as amended, or any state securities laws, and may not be offered or sold within ' +
    'the United States unless registered or exempt from registration.',
  forwardLookingHeading: 'Cautionary Statement Regarding Forward-Looking Statements',
  forwardLooking:
    'This news release contains forward-looking statements and forward-looking information within the meaning of ' +
    'applicable securities laws, including statements about planned exploration, the Company’s projects and its ' +
    'future plans. These statements are based on assumptions the Company considers reasonable at the date of this ' +
    'release and are subject to risks and uncertainties that could cause actual results to differ materially. ' +
    'Readers should not place undue reliance on forward-looking statements. The Company does not undertake to update ' +
    'them except as required by law.',
  filingsLead: 'Further information about the Company is available on SEDAR+ at',
  filingsUrl: 'https://www.sedarplus.ca',
  filingsLabel: 'www.sedarplus.ca',
} as const;
