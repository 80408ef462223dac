import type { PageSearchText } from '../../shared/search.ts';
import { company } from './company.ts';

/** Texts of the Contact page; address, phone, e-mail and hours come from company.ts. */
export const contactPage = {
  title: 'Contact Us',
  subtitle: 'Questions about District Copper, our projects or your investment? We would be glad to hear from you.',
  formTitle: 'Contact Us',
  mapAlt: 'Map of the District Copper corporate office location in downtown Vancouver',
};

/** Site search finds /contact by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/contact', content: [contactPage, company] };
