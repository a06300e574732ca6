import type { LocaleCode } from '@salon/domain';
import type { MailConfig } from '../config';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createMailTransport, type MailAttachment, type MailTransport } from './transport';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  locale: LocaleCode;
  userId: number | null;
  attachments?: readonly MailAttachment[];
}

/**
 * Sends through the configured transport and stores every message in mail_outbox with its
 * outcome. A transport failure is recorded and logged, not thrown: the caller's answer must not
 * depend on it (a forgot-password answer would otherwise reveal that the account exists).
 */
export async function sendMail(db: Executor, config: MailConfig, mail: OutgoingMail, transport: MailTransport = createMailTransport(config)) {
  let status: 'sent' | 'failed' = 'sent';
  let reference: string;
  try {
    reference = await transport.send({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.attachments ? { attachments: mail.attachments } : {}) });
  } catch (error) {
    status = 'failed';
    reference = error instanceof Error ? error.message : String(error);
    console.error(`[mail] ${mail.kind} to ${mail.to} failed:`, error);
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, recipient: mail.to, subject: mail.subject, body: mail.text, locale: mail.locale, transport: transport.name, status, reference, userId: mail.userId })
    .returning();
  return row!;
}
