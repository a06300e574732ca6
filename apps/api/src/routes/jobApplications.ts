import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { CV_FILE_EXTENSION, CV_FILE_PROBLEM, CV_MAX_BYTES, cvFileProblem, detectCvFileType, isValidEmail, LOCALE_CODE } from '@salon/domain';
import type { AppEnv } from '../context';
import { jobApplications } from '../db/schema';
import { ApiError, badRequest } from '../lib/errors';
import { clientAddress } from '../lib/clientAddress';
import { readMultipart } from '../lib/multipart';
import { ACTION_LIMIT, consumeAction } from '../auth/actionThrottle';
import { sendMail } from '../mail/outbox';
import { runAfterResponse } from '../lib/afterResponse';
import { operations } from '../openapi/registry';
import { contactFields } from '../validation/contactFields';

const JOB_APPLICATIONS_PATH = '/careers/applications/';
const JOB_APPLICATION_ERROR_CODE = { CV_TOO_LARGE: 'CV_TOO_LARGE', CV_UNSUPPORTED_TYPE: 'CV_UNSUPPORTED_TYPE' } as const;
const MAIL_KIND_JOB_APPLICATION = 'job-application';
/** Room for the multipart envelope and the text fields around the CV. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const FIELD_MAX = { full_name: 200, email: 254, position: 300, message: 5000 } as const;

export const isJobApplicationUpload = (method: string, apiPath: string) => method === 'POST' && apiPath === JOB_APPLICATIONS_PATH;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
const applicationSchema = z.object({
  full_name: text(FIELD_MAX.full_name).min(1, 'Required.'),
  email: text(FIELD_MAX.email).refine(isValidEmail, 'Enter a valid e-mail address.'),
  phone: contactFields.optionalPhone.default(''),
  position: text(FIELD_MAX.position).default(''),
  message: text(FIELD_MAX.message).default(''),
});

const cvTooLarge = () =>
  new ApiError(413, JOB_APPLICATION_ERROR_CODE.CV_TOO_LARGE, `The CV may be at most ${CV_MAX_BYTES / (1024 * 1024)} MB.`, { cv: [`At most ${CV_MAX_BYTES} bytes.`] });


function fieldsOf(form: FormData) {
  const raw = Object.fromEntries(Object.keys(applicationSchema.shape).map((key) => [key, form.get(key) ?? undefined]));
  const parsed = applicationSchema.safeParse(Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, value instanceof File ? '' : value])));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'non_field_errors')] ??= []).push(issue.message);
    throw badRequest('Check the highlighted fields.', errors);
  }
  return parsed.data;
}

/** The CV's bytes and type, or null when none was attached; refuses empty, oversized and non-CV files by content. */
async function cvOf(form: FormData) {
  const file = form.get('cv');
  if (file === null || file === '') return null;
  if (!(file instanceof File)) throw badRequest('Attach the CV as the multipart field "cv".', { cv: ['Must be a file.'] });
  if (file.size > CV_MAX_BYTES) throw cvTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = cvFileProblem(file, bytes);
  if (problem === CV_FILE_PROBLEM.EMPTY) throw badRequest('The CV file is empty.', { cv: ['The file is empty.'] });
  const type = detectCvFileType(bytes);
  if (problem === CV_FILE_PROBLEM.TYPE || !type) {
    throw new ApiError(400, JOB_APPLICATION_ERROR_CODE.CV_UNSUPPORTED_TYPE, 'The CV must be a PDF or Word document.', { cv: ['Accepted: PDF, DOC, DOCX (read from the content).'] });
  }
  // The shopper's name is only shown to staff; on disk the file gets a generated name.
  const originalName = file.name.replace(/[\r\n"\\/]/g, '').slice(-200) || `cv.${CV_FILE_EXTENSION[type]}`;
  return { bytes, type, originalName, storedName: `${randomUUID()}.${CV_FILE_EXTENSION[type]}` };
}

/** POST /api/v1/careers/applications/: the careers page's CV form (docs/decisions/0033-job-applications.md). */
export function jobApplicationRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    JOB_APPLICATIONS_PATH,
    bodyLimit({
      maxSize: CV_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw cvTooLarge();
      },
    }),
    async (c) => {
      const form = await readMultipart(c, { wrongType: 'Send the application as multipart/form-data.', field: 'non_field_errors' });
      const fields = fieldsOf(form);
      const cv = await cvOf(form);
      const email = fields.email.toLowerCase();
      // After validation: a typo the applicant corrects does not use up their tries.
      await consumeAction(c.var.db, ACTION_LIMIT.JOB_APPLICATION_PER_IP, clientAddress(c, c.var.config));
      await consumeAction(c.var.db, ACTION_LIMIT.JOB_APPLICATION_PER_EMAIL, email);
      const dir = c.var.config.careers.applicationsDir;
      if (cv) {
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, cv.storedName), cv.bytes, { flag: 'wx' });
      }
      let row;
      try {
        [row] = await c.var.db
          .insert(jobApplications)
          .values({
            fullName: fields.full_name,
            email,
            phone: fields.phone,
            position: fields.position,
            message: fields.message,
            cvStoredName: cv?.storedName ?? null,
            cvOriginalName: cv?.originalName ?? null,
            cvMimeType: cv?.type ?? null,
            cvSizeBytes: cv?.bytes.byteLength ?? null,
            locale: c.var.viewer.locale,
            userId: c.var.viewer.user?.id ?? null,
          })
          .returning();
      } catch (error) {
        if (cv) await fs.rm(path.join(dir, cv.storedName), { force: true });
        throw error;
      }
      // Staff read applications in English. The mail goes out after the answer: the application
      // is stored, so neither a slow mail server nor a failed mail (recorded in mail_outbox)
      // holds up or fails the applicant.
      const { db, config } = c.var;
      const locale = c.var.viewer.locale;
      runAfterResponse('job application mail', () => sendMail(db, config.mail, {
        kind: MAIL_KIND_JOB_APPLICATION,
        to: config.careers.mailTo,
        subject: `Job application: ${fields.position || 'open application'} - ${fields.full_name}`.replace(/[\r\n]+/g, ' '),
        text: [
          `Application #${row!.id}`,
          `Name: ${fields.full_name}`,
          `E-mail: ${email}`,
          `Phone: ${fields.phone || '-'}`,
          `Position: ${fields.position || 'open application'}`,
          `Language: ${locale}`,
          '',
          fields.message || '(no message)',
          '',
          cv ? `CV attached: ${cv.originalName} (${cv.bytes.byteLength} bytes)` : 'No CV attached.',
        ].join('\n'),
        locale: LOCALE_CODE.EN,
        userId: null,
        ...(cv ? { attachments: [{ filename: cv.originalName, contentType: cv.type, content: cv.bytes }] } : {}),
      }));
      return c.json({ id: row!.id, received: true }, 201);
    },
  );
  return app;
}

export const jobApplicationDocs = operations([
  {
    method: 'post',
    path: JOB_APPLICATIONS_PATH,
    summary: 'Send a job application (multipart: full_name, email, phone, position, message, cv as PDF/DOC/DOCX up to 5 MB)',
    tag: 'marketing',
    auth: 'optional',
    response: { status: 201, description: '`{id, received: true}`; 400 with field errors, 413 CV_TOO_LARGE, 429 when sent too often.', schema: z.object({ id: z.number().int(), received: z.literal(true) }) },
  },
]);
