import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice's Factur-X PDF). */
  attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
  /**
   * The idempotency key of the job sending it: an attempt repeated after a crash overwrites the same outbox
   * file and, over SMTP, carries the same Message-ID (mail systems drop the duplicate).
   */
  key?: string;
}

/**
 * Sends a mail; throws when it could not be sent, so that the job sending it is retried
 * (docs/decisions/durable-work.md). Requests never send mail themselves: they announce a mail job.
 */
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
    async send({ key, attachments, ...mail }) {
      try {
        const messageId = key ? `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@vendange>` : undefined;
        const files = attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType }));
        const info = await transport.sendMail({ from: options.from, ...mail, ...(files ? { attachments: files } : {}), ...(messageId ? { messageId } : {}) });
        if (options.smtpUrl) return;
        await mkdir(options.outboxDir, { recursive: true });
        const createdAt = new Date().toISOString();
        // A repeated attempt of one job (same key) finds its file and adds no second mail; names stay in time order.
        const unique = key ? createHash('sha256').update(key).digest('hex').slice(0, 16) : Math.random().toString(36).slice(2, 8);
        if (key && (await readdir(options.outboxDir)).some((f) => f.endsWith(`-${unique}.json`))) return;
        const target = path.join(options.outboxDir, `${createdAt.replace(/[:.]/g, '-')}-${unique}.json`);
        // jsonTransport gives the rendered message; keep the fields a reader needs, plus it for debugging.
        // Attached files are named with their size, not copied: the outbox is for reading what was sent.
        const attached = attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.byteLength }));
        // Written aside, then renamed: a reader of the folder (the journeys, a developer) never sees half a mail.
        await writeFile(`${target}.part`, JSON.stringify({ ...mail, ...(attached ? { attachments: attached } : {}), from: options.from, createdAt, messageId: info.messageId, key: key ?? null }, null, 2));
        await rename(`${target}.part`, target);
      } catch (error) {
        options.log?.(`mail to ${mail.to} could not be sent`, error);
        throw error;
      }
    },
  };
}
