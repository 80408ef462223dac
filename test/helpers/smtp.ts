import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  mail: ParsedMail;
}

export interface InboxOptions {
  /**
   * Sees each message as it arrives, before the server answers for it (the sender is still waiting):
   * a fault test acts here, and returning an Error refuses the message with its text.
   */
  onMessage?: (mail: ParsedMail) => Error | undefined;
}

/** A real SMTP server on loopback that keeps every message it accepts, parsed; closed when the test ends. */
export async function smtpInbox(t: TestContext, options: InboxOptions = {}) {
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The app's pooled connections may still be open when the test ends: do not wait for them.
    closeTimeout: 50,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const refusal = options.onMessage?.(mail);
          if (refusal) return callback(refusal);
          for (const rcpt of session.envelope.rcptTo) messages.push({ to: rcpt.address, mail });
          callback();
        })
        .catch(callback);
    },
  });
  // A sender that dies mid-message (a fault test kills one) resets its connection: the server carries on.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address: string) => messages.filter((m) => m.to === address),
  };
}
