import { SEED_COMPANY_FACTS } from './company-facts-seed.ts';
import { COMPANY_NAME } from './site.ts';

/** What the news alert sign-up form shares with the server, free of the schema library so the form's code stays small. */

export const EMAIL_MAX_LENGTH = 254;
export const FORM_LOCATION_MAX_LENGTH = 100;
export const SUBSCRIPTIONS_PATH = '/api/alerts/subscriptions';
export const CHECK_INBOX_PATH = '/alerts/check-inbox';

/** The company's mailing address, as every alert and the consent text name it (CASL). */
export const MAILING_ADDRESS = SEED_COMPANY_FACTS.corporateOffice.value.join(', ');

/**
 * The exact words the sign-up form shows beside its checkbox; the server stores these with each consent,
 * so the record proves what was agreed to.
 */
export const CONSENT_TEXT =
  `I agree to receive news releases and other investor news by e-mail from ${COMPANY_NAME}, ${MAILING_ADDRESS}. ` +
  'I can withdraw my consent at any time with the unsubscribe link in every message.';

/** Where a sign-up form was, as its consent record keeps it. */
export const SIGNUP_LOCATIONS = { home: 'home', dialog: 'news-alerts-dialog' } as const;

/**
 * The sign-up form's words, shown by the site's form, by the page a no-JavaScript post with a mistake
 * gets back, and by the form's script.
 */
export const SIGNUP_FORM = {
  email: 'E-mail address',
  categories: 'News to receive',
  submit: 'Sign up',
  sending: 'Signing up...',
  failed: 'Something went wrong. Please try again in a moment.',
  fixTitle: 'Please check the form',
} as const;
