import type Mail from 'nodemailer/lib/mailer/index.js';
import { RELEASE_DISCLAIMER } from '../../../shared/release-disclaimer.ts';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { emailHtml, listId } from './email-html.ts';

export interface AlertRelease {
  title: string;
  slug: string;
  description: string;
  includeDisclaimer: boolean;
}

export interface AlertLinks {
  siteUrl: string;
  /** https link that unsubscribes on POST (RFC 8058) and shows the Unsubscribe page on GET. */
  unsubscribeUrl: string;
  /** An address that unsubscribes whoever writes to it, when the company has one. */
  unsubscribeMailto?: string;
  /** The company's name and mailing address (sender.ts). */
  sender: string;
}

const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/**
 * One release as an e-mail: subject is its title; HTML and text alike carry its description and link,
 * the regulatory disclaimer when the release includes it, and what CASL asks of every message: who
 * sends it (name and mailing address) and a working unsubscribe link. `messageId` is the delivery's own,
 * the same on every try, so a copy sent again after a crash is recognisably the same message.
 */
export function alertMessage(release: AlertRelease, to: string, links: AlertLinks, messageId: string): Mail.Options {
  const url = `${links.siteUrl}/articles/${encodeURIComponent(release.slug)}`;
  const d = RELEASE_DISCLAIMER;
  const disclaimer = release.includeDisclaimer
    ? [d.heading, d.exchange, d.unitedStates, d.forwardLookingHeading, d.forwardLooking, `${d.filingsLead} ${d.filingsUrl}.`]
    : [];
  const footer = [
    links.sender,
    `You receive this because you subscribed to ${COMPANY_NAME} news alerts. Unsubscribe: ${links.unsubscribeUrl}`,
  ];
  const text = [release.title, '', release.description, '', `Read the release: ${url}`, '', ...disclaimer.flatMap((p) => [p, '']), '--', ...footer].join('\n');
  const html = emailHtml(release.title, [
    `<h1 style="font-size:22px;color:#7c3f14">${escapeHtml(release.title)}</h1>`,
    paragraph(release.description),
    `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="color:#b45309;font-weight:bold">Read the release</a></p>`,
    ...(release.includeDisclaimer
      ? [`<div style="font-size:13px;border-left:4px solid #b45309;padding-left:12px;margin-bottom:24px">`, ...disclaimer.map(paragraph), '</div>']
      : []),
    `<hr><p style="font-size:12px;color:#52606d">${escapeHtml(footer[0]!)}<br>You receive this because you subscribed to ${escapeHtml(COMPANY_NAME)} news alerts. `,
    `<a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a></p>`,
  ]);
  const listUnsubscribe = [`<${links.unsubscribeUrl}>`, ...(links.unsubscribeMailto ? [`<mailto:${links.unsubscribeMailto}?subject=unsubscribe>`] : [])];
  return {
    to,
    messageId,
    subject: release.title,
    text,
    html,
    headers: { 'List-Id': listId(links.siteUrl), 'List-Unsubscribe': listUnsubscribe.join(', '), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
