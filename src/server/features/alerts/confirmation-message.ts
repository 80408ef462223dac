import type Mail from 'nodemailer/lib/mailer/index.js';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { emailHtml, listId } from './email-html.ts';

export const CONFIRMATION_SUBJECT = `Confirm your ${COMPANY_NAME} news alerts`;

/** The double opt-in message: nothing is sent to the address until its owner opens this link. */
export function confirmationMessage(to: string, confirmUrl: string, sender: string): Mail.Options {
  const lead = `Please confirm that you want to receive ${COMPANY_NAME} news releases by e-mail.`;
  const ignore = 'If you did not ask for this, ignore this message: you will not hear from us again.';
  return {
    to,
    subject: CONFIRMATION_SUBJECT,
    text: [lead, '', `Confirm: ${confirmUrl}`, '', 'The link is valid for 7 days.', ignore, '', '--', sender].join('\n'),
    headers: { 'List-Id': listId(confirmUrl) },
    html: emailHtml(CONFIRMATION_SUBJECT, [
      `<p>${escapeHtml(lead)}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}" style="color:#b45309;font-weight:bold">Confirm my subscription</a></p>`,
      `<p>The link is valid for 7 days. ${escapeHtml(ignore)}</p>`,
      `<hr><p style="font-size:12px;color:#52606d">${escapeHtml(sender)}</p>`,
    ]),
  };
}
