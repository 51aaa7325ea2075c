import { createTransport } from 'nodemailer';
import type { StoredEmail } from './channelRepository.js';
import { catalogueText, type MessageText } from './messageText.js';

/** Connecting, greeting and each reply of the SMTP server: a delivery is retried later past this. */
const TIMEOUT_MS = 15_000;

/** What the SMTP server (or the way to it) answered instead of accepting the message. */
export class EmailError extends Error {
  constructor(readonly reason: string) {
    super(`E-mail: ${reason}`);
    this.name = 'EmailError';
  }
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
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
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
    const failure = error as { response?: string; message?: string };
    throw new EmailError(failure.response ?? failure.message ?? String(error));
  } finally {
    transport.close();
  }
}
