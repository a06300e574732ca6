import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CV_MAX_BYTES } from '@salon/domain';
import { jobApplications, mailOutbox } from '../src/db/schema';
import { settleAfterResponseTasks } from '../src/lib/afterResponse';
import { createTestApi } from './support/testApi';

const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-applications-mail-'));
const applicationsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-applications-'));
const api = await createTestApi({
  mail: { transport: 'file', dir: mailDir, from: 'Salon <no-reply@salon.test>' },
  careers: { mailTo: 'hr@salon.test', applicationsDir },
  trustProxyHops: 1,
});
afterAll(async () => {
  await api.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.rmSync(applicationsDir, { recursive: true, force: true });
});

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let address = 0;

async function apply(fields: Record<string, string>, cv?: { bytes: Uint8Array; name: string; type?: string }, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (cv) form.set('cv', new File([cv.bytes], cv.name, { type: cv.type ?? 'application/pdf' }));
  // Each call from its own address unless a test says otherwise: the per-address limit is tested on its own.
  address += 1;
  const response = await api.app.request('/api/v1/careers/applications/', { method: 'POST', body: form, headers: { 'X-Forwarded-For': `203.0.113.${address}`, ...headers } });
  await settleAfterResponseTasks();
  return { status: response.status, body: (await response.json()) as any };
}

describe('POST /api/v1/careers/applications/', () => {
  it('stores the application and its CV (outside the media folder) and mails staff with the CV attached', async () => {
    const answer = await apply({ full_name: 'Mari Tamm', email: ' Mari@Example.com ', phone: '+372 5555 5555', position: 'Warehouse worker', message: 'Hello' }, { bytes: PDF, name: 'mari cv.pdf' });
    expect(answer.status).toBe(201);
    const [row] = await api.database.db.select().from(jobApplications).where(eq(jobApplications.id, answer.body.id));
    expect(row).toMatchObject({ fullName: 'Mari Tamm', email: 'mari@example.com', position: 'Warehouse worker', cvMimeType: 'application/pdf', cvOriginalName: 'mari cv.pdf', cvSizeBytes: PDF.byteLength });
    expect(fs.readFileSync(path.join(applicationsDir, row!.cvStoredName!))).toEqual(Buffer.from(PDF));
    const [mail] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'job-application')).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ recipient: 'hr@salon.test', status: 'sent' });
    expect(mail!.body).toContain('Mari Tamm');
    const eml = fs.readFileSync(mail!.reference!, 'utf8');
    expect(eml).toContain('Content-Type: multipart/mixed');
    expect(eml).toContain('Content-Disposition: attachment; filename="mari cv.pdf"');
    expect(eml).toContain(Buffer.from(PDF).toString('base64').slice(0, 40));
  });

  it('accepts an application without a CV', async () => {
    const answer = await apply({ full_name: 'Open Applicant', email: 'open@example.com' });
    expect(answer.status).toBe(201);
    const [row] = await api.database.db.select().from(jobApplications).where(eq(jobApplications.id, answer.body.id));
    expect(row).toMatchObject({ cvStoredName: null, position: '' });
  });

  it('refuses missing fields and a bad e-mail with field errors, storing nothing', async () => {
    const before = (await api.database.db.select().from(jobApplications)).length;
    const answer = await apply({ full_name: ' ', email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { full_name: expect.any(Array), email: expect.any(Array) } });
    expect((await api.database.db.select().from(jobApplications)).length).toBe(before);
  });

  it('reads the CV type from the content: an executable named cv.pdf is refused', async () => {
    const answer = await apply({ full_name: 'Eve', email: 'eve@example.com' }, { bytes: new TextEncoder().encode('MZ\x90\x00 not a pdf'), name: 'cv.pdf' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'CV_UNSUPPORTED_TYPE', errors: { cv: expect.any(Array) } });
  });

  it('refuses a CV over the limit with 413 and an empty one with 400', async () => {
    const big = new Uint8Array(CV_MAX_BYTES + 1);
    big.set(PDF);
    expect(await apply({ full_name: 'Big', email: 'big@example.com' }, { bytes: big, name: 'big.pdf' })).toMatchObject({ status: 413, body: { code: 'CV_TOO_LARGE' } });
    expect(await apply({ full_name: 'Empty', email: 'empty@example.com' }, { bytes: new Uint8Array(), name: 'empty.pdf' })).toMatchObject({ status: 400, body: { errors: { cv: ['The file is empty.'] } } });
  });

  it('refuses a JSON body with a clear message', async () => {
    const response = await api.request('POST', '/api/v1/careers/applications/', { body: { full_name: 'Json', email: 'json@example.com' } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('multipart') });
  });

  it('limits applications per address with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const form = new FormData();
      form.set('full_name', 'Spammer');
      form.set('email', `spam${attempt}@example.com`);
      const response = await api.app.request('/api/v1/careers/applications/', { method: 'POST', body: form, headers: { 'X-Forwarded-For': '198.51.100.7' } });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    }
    await settleAfterResponseTasks();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
