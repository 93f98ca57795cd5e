import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends a mail; never throws to the caller's request when the mail server is down (logged instead). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:587 (or smtps://). Without it, mails are kept in `outboxDir`. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Outgoing mail through nodemailer: SMTP when configured; otherwise the embedded default keeps each
 * message as JSON in the outbox folder (a developer or a test reads it there, README "Mail").
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({ from: options.from, ...mail });
        if (options.smtpUrl) return;
        await mkdir(options.outboxDir, { recursive: true });
        const createdAt = new Date().toISOString();
        const file = `${createdAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
        // jsonTransport gives the rendered message; keep the fields a reader needs, plus it for debugging.
        await writeFile(path.join(options.outboxDir, file), JSON.stringify({ ...mail, from: options.from, createdAt, messageId: info.messageId }, null, 2));
      } catch (error) {
        options.log?.(`mail to ${mail.to} could not be sent`, error);
      }
    },
  };
}
