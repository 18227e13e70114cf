import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go (the contact form: the person who wrote). */
  replyTo?: string;
  /** The one link the mail exists for, printed to the log by the outbox so a developer can follow it. */
  link?: string;
}

/** Sends e-mail. One interface, two implementations chosen by SMTP_URL (DESIGN §1). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery through any SMTP server. */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send({ to, subject, text, html, replyTo }) {
      await transport.sendMail({ from: options.from, to, subject, text, html, replyTo });
    },
    close: () => transport.close(),
  };
}

/**
 * The embedded default: each mail is rendered by nodemailer into a real .eml file in
 * DATA_DIR/outbox, and its link printed to the log, so a fresh clone can verify an account
 * without any mail server.
 */
export function createOutboxMailer(options: { folder: string; from: string; logger: FastifyBaseLogger }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'outbox',
    async send({ to, subject, text, html, link, replyTo }) {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html, replyTo });
      await mkdir(options.folder, { recursive: true });
      sequence += 1;
      const safeRecipient = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(options.folder, `${Date.now()}-${String(sequence).padStart(4, '0')}-${safeRecipient}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ to, subject, file, link }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
