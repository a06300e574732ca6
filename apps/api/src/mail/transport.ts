import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig, MailTransportName } from '../config';

interface MailMessage {
  from: string;
  to: string;
  subject: string;
  /** Plain UTF-8 text. */
  text: string;
  /** Files sent along (a job application's CV); most mails have none. */
  attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** Delivers one message; resolves to where it went (a path, a provider id), rejects when it did not. */
export interface MailTransport {
  readonly name: MailTransportName;
  send(message: MailMessage): Promise<string>;
}

/** RFC 2047 encoded-word, so that any language fits in a header. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Header values come from validated addresses and our own texts; a line break would still forge headers, so it is refused. */
function headerValue(value: string): string {
  if (/[\r\n]/.test(value)) throw new Error('Mail header values must be single-line.');
  return value;
}

/** The message as an RFC 5322 .eml text (CRLF line ends, 8-bit UTF-8 body). */
function toEml(message: MailMessage, messageId: string, date = new Date()): string {
  const domain = message.from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const headers = [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodeHeader(headerValue(message.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${messageId}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const text = message.text.replace(/\r?\n/g, '\r\n');
  if (!message.attachments?.length) return `${headers.join('\r\n')}\r\n\r\n${text}\r\n`;
  // multipart/mixed: the text first, then each file in base64 (76-character lines, RFC 2045).
  const boundary = `=_salon_${messageId}`;
  const textHeaders = headers.filter((header) => !header.startsWith('Content-'));
  const parts = [
    ['Content-Type: text/plain; charset=UTF-8', 'Content-Transfer-Encoding: 8bit', '', text].join('\r\n'),
    ...message.attachments.map((file) =>
      [
        `Content-Type: ${headerValue(file.contentType)}`,
        'Content-Transfer-Encoding: base64',
        `Content-Disposition: attachment; filename="${encodeHeader(headerValue(file.filename)).replace(/"/g, '')}"`,
        '',
        (Buffer.from(file.content).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n'),
      ].join('\r\n'),
    ),
  ];
  return [...textHeaders, `Content-Type: multipart/mixed; boundary="${boundary}"`, '', ...parts.map((part) => `--${boundary}\r\n${part}`), `--${boundary}--`, ''].join('\r\n');
}

/** Writes each message as <time>-<random>.eml into dir: development, tests and end-to-end runs read them there. */
function createFileTransport(dir: string): MailTransport {
  return {
    name: 'file',
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const id = `${Date.now()}-${randomBytes(6).toString('hex')}`;
      const file = path.join(dir, `${id}.eml`);
      await fs.writeFile(file, toEml(message, id), { encoding: 'utf8', flag: 'wx' });
      return file;
    },
  };
}

/**
 * Mails are sent inside the request that triggers them (registration, password reset), so a
 * slow or silent server must fail within seconds, not nodemailer's default minutes.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * Sends through an SMTP server (nodemailer). url is SMTP_URL: smtp:// upgrades with STARTTLS
 * when the server offers it, smtps:// is TLS from the start; user and password come from the URL.
 * One connection per message: account mails are rare, and nothing is held open between them.
 */
function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS_MS });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({
        from: headerValue(message.from),
        to: headerValue(message.to),
        subject: headerValue(message.subject),
        text: message.text,
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((file) => ({ filename: headerValue(file.filename), contentType: headerValue(file.contentType), content: Buffer.from(file.content) })) }
          : {}),
      });
      // The server's queue answer ("250 2.0.0 Ok: queued as ...") finds the mail in its logs.
      return `${info.messageId} ${info.response}`.trim();
    },
  };
}

export function createMailTransport(config: MailConfig): MailTransport {
  switch (config.transport) {
    case 'file':
      return createFileTransport(config.dir);
    case 'smtp':
      // readConfig refuses smtp without a valid SMTP_URL; a hand-built config must carry one too.
      if (!config.smtpUrl) throw new Error('MAIL_TRANSPORT smtp needs SMTP_URL.');
      return createSmtpTransport(config.smtpUrl);
  }
}
