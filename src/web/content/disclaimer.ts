import type { PageSearchText } from '../../shared/search.ts';

/** The two blocks of the Disclaimer page: forward-looking information and accuracy of information. */
export interface DisclaimerBlock {
  title: string;
  paragraphs: string[];
}

export const disclaimerBlocks: DisclaimerBlock[] = [
  {
    title: 'Forward-Looking Information',
    paragraphs: [
      'This website contains “forward-looking information” within the meaning of applicable Canadian securities legislation. Forward-looking information includes, but is not limited to, statements about the Company’s exploration plans and programs, the potential of its mineral properties, the demand for and price of copper and other metals, government policy, and the Company’s future financing and business plans. It is often identified by words such as “plans”, “expects”, “anticipates”, “believes”, “intends”, “estimates”, “forecasts”, “potential”, “may”, “could”, “would” or “will”.',
      'Forward-looking information is based on the opinions and assumptions of management at the time it is made and is subject to known and unknown risks and uncertainties that may cause actual results to differ materially. These include exploration results, the availability of financing, metal prices, permitting, title to properties, relations with Indigenous and local communities, environmental matters and general economic, market and political conditions.',
      'Readers are cautioned not to place undue reliance on forward-looking information. The Company does not undertake to update it except as required by applicable securities laws.',
    ],
  },
  {
    title: 'Accuracy of Information',
    paragraphs: [
      'The Company makes reasonable efforts to keep the information on this website accurate and current, but provides it “as is” without any warranty. Information may change without notice, and market, industry and third-party information has not been independently verified by the Company.',
      'Nothing on this website is an offer to sell or a solicitation of an offer to buy any securities. Investors should rely only on the Company’s continuous disclosure documents filed on SEDAR+ and should consult their own advisers before making an investment decision. Neither the TSX Venture Exchange nor its Regulation Services Provider accepts responsibility for the adequacy or accuracy of this website.',
    ],
  },
];

/** Site search finds /corporate/disclaimer by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/corporate/disclaimer', content: [disclaimerBlocks] };
