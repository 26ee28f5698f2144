import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded text body (the text/plain part of a multipart message). */
  text: string;
  /** The decoded text/html part, when there is one. */
  html: string | undefined;
  raw: string;
}

/** Quoted-printable, as nodemailer sends long or non-ASCII text. */
const decodeQuotedPrintable = (body: string) =>
  body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** One MIME entity's headers and decoded body; a multipart one yields its text/plain part. */
function entity(raw: string): { head: string; text: string; html: string | undefined } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const boundary = /multipart\/[a-z]+;.*boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((p) => entity(p.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    const plain = parts.find((p) => /text\/plain/i.test(p.head)) ?? parts[0];
    const html = parts.find((p) => /text\/html/i.test(p.head));
    return { head, text: plain?.text ?? '', html: html?.text };
  }
  const qp = /quoted-printable/i.test(header('Content-Transfer-Encoding'));
  const b64 = /base64/i.test(header('Content-Transfer-Encoding'));
  const text = qp
    ? decodeQuotedPrintable(body)
    : b64
      ? Buffer.from(body, 'base64').toString('utf8')
      : body;
  return { head, text: text.replace(/\r\n/g, '\n'), html: undefined };
}

function parse(raw: string, to: string[]): ReceivedMail {
  const { head, text, html } = entity(raw);
  const subject = /^Subject:\s*(.*)$/im.exec(head)?.[1]?.trim() ?? '';
  return { to, subject, text, html, raw };
}

/**
 * A real SMTP server in this process (no TLS, no auth): the app sends to it over TCP with
 * nodemailer, exactly as it would to a provider, and tests read what arrived.
 */
export async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        inbox.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The first message to `address` received after `since` messages, waiting up to 5 s. */
    async next(address: string, since = 0): Promise<ReceivedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = inbox.slice(since).find((m) => m.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtp>>;

/** The 6-digit code in a message body. */
export const codeIn = (text: string) => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
};
