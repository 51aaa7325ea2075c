import { createTransport } from 'nodemailer';
import type { StoredEmail } from './channelRepository.js';
import { catalogueText, type MessageText } from './messageText.js';

/** Connecting, greeting and each reply of the SMTP server: a delivery is retried later past this. */
export const EMAIL_TIMEOUT_MS = 15_000;

/**
 * How sending failed: the server replied (its reply is the reason), it did not answer in time, it could
 * not be reached, or something else went wrong on the way (nodemailer's words).
 */
export type EmailFailureKind = 'reply' | 'timeout' | 'connection' | 'other';

/** What the SMTP server (or the way to it) answered instead of accepting the message. */
export class EmailError extends Error {
  constructor(
    readonly reason: string,
    readonly kind: EmailFailureKind = 'reply',
  ) {
    super(`E-mail: ${reason}`);
    this.name = 'EmailError';
  }
}

/** nodemailer's codes of a connection that failed (a refused port, an unknown host, a dropped socket). */
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'EDNS']);

function kindOf(failure: { response?: string; code?: string }): EmailFailureKind {
  if (failure.response) return 'reply';
  if (failure.code === 'ETIMEDOUT') return 'timeout';
  return failure.code && CONNECTION_CODES.has(failure.code) ? 'connection' : 'other';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Sends one message through the user's SMTP server (nodemailer); the server's own reply is the error. */
export async function sendEmail(channel: StoredEmail, password: string | null, text: MessageText): Promise<void> {
  const transport = createTransport({
    host: channel.Host,
    port: channel.Port,
    secure: channel.Security === 'TLS',
    requireTLS: channel.Security === 'STARTTLS',
    ignoreTLS: channel.Security === 'None',
    auth: channel.Login ? { user: channel.Login, pass: password ?? '' } : undefined,
    connectionTimeout: EMAIL_TIMEOUT_MS,
    greetingTimeout: EMAIL_TIMEOUT_MS,
    socketTimeout: EMAIL_TIMEOUT_MS,
  });
  const open = catalogueText('notification.channel.open');
  try {
    await transport.sendMail({
      from: channel.From,
      to: channel.To,
      subject: text.title,
      text: [...text.lines, '', `${open}: ${text.url}`].join('\n'),
      html: [
        `<p><b>${escapeHtml(text.title)}</b></p>`,
        text.lines.length > 0 ? `<ul>${text.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
        `<p><a href="${escapeHtml(text.url)}">${escapeHtml(open)}</a></p>`,
      ].join(''),
    });
  } catch (error) {
    const failure = error as { response?: string; message?: string; code?: string };
    throw new EmailError(failure.response ?? failure.message ?? String(error), kindOf(failure));
  } finally {
    transport.close();
  }
}
