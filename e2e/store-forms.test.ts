import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, LOGIN, logIn, newShopper, open } from './shopper';
import { server } from './workerServers';

const MAIL_WAIT_MS = 10_000;
const CAREERS_MAIL_TO = 'careers@salon.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The staff mail of one application (file transport), found by the applicant's unique e-mail. */
async function applicationMail(applicant: string): Promise<string> {
  const dir = server('mailDir');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (text.includes(`\r\nTo: ${CAREERS_MAIL_TO}\r\n`) && text.includes(`E-mail: ${applicant}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no application mail for ${applicant} in ${dir}`);
}

const mailsFor = (applicant: string) => {
  const dir = server('mailDir');
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : []).filter((name) => name.endsWith('.eml') && fs.readFileSync(path.join(dir, name), 'utf8').includes(`E-mail: ${applicant}`)).length;
};

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function fillApplication(page: Page, applicant: string, cv: { name: string; buffer: Buffer }) {
  const form = page.getByRole('form', { name: 'Send us your CV' });
  await form.getByLabel('Full name').fill('Mari Tamm');
  await form.getByLabel('E-mail').fill(applicant);
  await form.getByLabel('Position').selectOption({ index: 1 });
  await form.getByLabel('CV file (PDF or Word)').setInputFiles({ name: cv.name, mimeType: 'application/pdf', buffer: cv.buffer });
  return form;
}

describe.each(JOURNEY_VIEWPORTS)('forms that send for real ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the careers page lists the API job advertisements and the CV form sends a stored, mailed application', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const ads = (await (await fetch(`${server('apiUrl')}/api/v1/careers/job-advertisements/`, { headers: { 'Accept-Language': 'en' } })).json()) as { title: string }[];
    expect(ads.length).toBeGreaterThan(0);
    await open(page, '/careers?lang=en');
    for (const ad of ads) await page.getByRole('heading', { name: ad.title, exact: true }).first().waitFor();

    // A file that only claims to be a PDF is refused by content; the reason shows, nothing is mailed.
    const refusedApplicant = `refused-${unique()}@example.com`;
    let form = await fillApplication(page, refusedApplicant, { name: 'cv.pdf', buffer: Buffer.from('MZ\x90\x00 not really a pdf') });
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/careers/applications/'));
    await form.getByRole('button', { name: 'Send application' }).click();
    expect((await refused).status()).toBe(400);
    await expect(form.getByRole('alert').textContent()).resolves.toContain('The CV must be a PDF or Word document.');
    expect(await form.getByRole('status').count()).toBe(0);
    expect(mailsFor(refusedApplicant)).toBe(0);

    const applicant = `applicant-${unique()}@example.com`;
    form = await fillApplication(page, applicant, { name: 'mari-cv.pdf', buffer: PDF });
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/careers/applications/'));
    await form.getByRole('button', { name: 'Send application' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await form.getByRole('status').filter({ hasText: 'Your application has been sent.' }).waitFor();
    // The stored row's id is in the staff mail, with the CV attached.
    const mail = await applicationMail(applicant);
    expect(mail).toContain(`Application #${id}`);
    expect(mail).toContain('Content-Disposition: attachment; filename="mari-cv.pdf"');
    expect(mail).toContain(PDF.toString('base64').slice(0, 40));
    await context.close();
  });

  it('the newsletter block of a composed page subscribes through the API and shows its refusal', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    if (!mobile) await logIn(page, LOGIN.PRIVATE);
    await open(page, '/?lang=en');
    const block = page.locator('[data-composed-page]').getByRole('heading', { name: 'Join the newsletter' }).locator('xpath=ancestor::section[1]');
    await block.scrollIntoViewIfNeeded();

    // A refusal from the API (simulated at the network) is explained; nothing says "subscribed".
    await page.route('**/api/v1/subscribe-newsletter/', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'VALIDATION_ERROR', message: 'Check the e-mail.', errors: { email: ['This address cannot receive mail.'] } }) }),
    );
    await block.getByLabel('E-mail address').fill('refused@example.com');
    await block.getByRole('button', { name: 'Subscribe' }).click();
    await expect(block.getByRole('alert').textContent()).resolves.toContain('[email] - This address cannot receive mail.');
    expect(await block.getByRole('status').count()).toBe(0);
    await page.unroute('**/api/v1/subscribe-newsletter/');

    const email = mobile ? `reader-${unique()}@example.com` : LOGIN.PRIVATE;
    await block.getByLabel('E-mail address').fill(email);
    const subscribed = page.waitForResponse((response) => response.url().endsWith('/api/v1/subscribe-newsletter/'));
    await block.getByRole('button', { name: 'Subscribe' }).click();
    const answer = await subscribed;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toEqual({ email });
    await block.getByRole('status').filter({ hasText: 'Thank you for subscribing!' }).waitFor();
    if (!mobile) {
      // Stored: the logged-in shopper's own address marks the account as subscribed.
      const user = (await (await page.request.get('/api/v1/rest-auth/user/')).json()) as { is_email_subscription: boolean };
      expect(user.is_email_subscription).toBe(true);
    }
    await context.close();
  });
});
