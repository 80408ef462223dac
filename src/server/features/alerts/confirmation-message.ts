import type Mail from 'nodemailer/lib/mailer/index.js';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { escapeHtml } from './escape-html.ts';

export const CONFIRMATION_SUBJECT = `Confirm your ${COMPANY_NAME} news alerts`;

/** The double opt-in message: nothing is sent to the address until its owner opens this link. */
export function confirmationMessage(to: string, confirmUrl: string, sender: string): Mail.Options {
  const lead = `Please confirm that you want to receive ${COMPANY_NAME} news releases by e-mail.`;
  const ignore = 'If you did not ask for this, ignore this message: you will not hear from us again.';
  return {
    to,
    subject: CONFIRMATION_SUBJECT,
    text: [lead, '', `Confirm: ${confirmUrl}`, '', 'The link is valid for 7 days.', ignore, '', '--', sender].join('\n'),
    html: [
      '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;max-width:640px;margin:0 auto;padding:24px">',
      `<p>${escapeHtml(lead)}</p>`,
      `<p><a href="${escapeHtml(confirmUrl)}" style="color:#b45309;font-weight:bold">Confirm my subscription</a></p>`,
      `<p>The link is valid for 7 days. ${escapeHtml(ignore)}</p>`,
      `<hr><p style="font-size:12px;color:#52606d">${escapeHtml(sender)}</p></body></html>`,
    ].join('\n'),
  };
}
