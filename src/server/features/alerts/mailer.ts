import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface Mailer {
  /** False without SMTP_URL: messages are written as .eml files to the outbox folder instead. */
  readonly configured: boolean;
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

const SMTP_CONNECTIONS = 5;
/** How long connecting, the server's greeting or any silence of the server may last before a message fails. */
export const SMTP_TIMEOUT_MS = 30_000;

/**
 * SMTP through nodemailer's pool when SMTP_URL is set; otherwise each message is written whole to
 * DATA_DIR/outbox, so a site with no mail provider still keeps every message and can show it.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
    for (const timeout of ['connectionTimeout', 'greetingTimeout', 'socketTimeout']) url.searchParams.set(timeout, String(SMTP_TIMEOUT_MS));
    const transport = nodemailer.createTransport(url.toString());
    return {
      configured: true,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let sequence = 0;
  return {
    configured: false,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      // Written aside, then renamed: whoever reads the outbox never sees half a message.
      const partial = join(options.outboxDir, `${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, join(options.outboxDir, name));
    },
    close: () => transport.close(),
  };
}
