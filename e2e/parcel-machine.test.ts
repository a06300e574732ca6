import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { JOURNEY_VIEWPORTS, fillContactStep, guestCartWithOneProduct, newShopper, payWithTestProvider } from './shopper';
import { server } from './workerServers';

/** Parcel-machine delivery (issue 17 item 2): search, pick, pay, and the machine on the order and in the mail. */

const MAIL_WAIT_MS = 10_000;

/** Machines of the seeded snapshot (apps/api/src/seed/data/omniva-locations.json), one per viewport. */
const MACHINES = {
  mouse: { search: 'ülemiste', id: 'omniva:99001', label: 'Tallinna Ülemiste keskuse pakiautomaat (Suur-Sõjamäe tn 4, Tallinn)' },
  keyboard: { search: 'KRISTIINE', id: 'omniva:99002', label: 'Tallinna Kristiine keskuse pakiautomaat (Endla tn 45, Tallinn)' },
} as const;

interface ApiOrder {
  number: number;
  status: number;
  parcel_machine: { id: string; name: string; address: string; city: string } | null;
}

/** The text of the newest .eml the API's file transport wrote to this address. */
async function mailTo(to: string): Promise<string> {
  const dir = server('mailDir');
  const deadline = Date.now() + MAIL_WAIT_MS;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')).sort().reverse() : [];
    for (const name of files) {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      if (text.includes(`\r\nTo: ${to}\r\n`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

describe.each(JOURNEY_VIEWPORTS)('parcel machine delivery ($name)', ({ width, mobile }) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  const machine = mobile ? MACHINES.keyboard : MACHINES.mouse;

  async function pickMachine(page: Page) {
    const field = page.getByRole('combobox', { name: /^Parcel machine/ });
    const option = page.getByRole('option', { name: machine.label });
    if (mobile) {
      // Keyboard only: type, move onto the option, choose it with Enter.
      await field.focus();
      await page.keyboard.type(machine.search);
      await option.waitFor();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => field.getAttribute('aria-activedescendant')).toMatch(/.+/);
      await page.keyboard.press('Enter');
    } else {
      await field.fill(machine.search);
      await option.click();
    }
    await expect.poll(() => field.inputValue()).toBe(machine.label);
  }

  it('searches and picks a machine, pays, and the order and its confirmation mail name the machine', async () => {
    const { page, context } = await newShopper(browser, { width, mobile });
    const { cart, uuid, read } = await guestCartWithOneProduct<ApiOrder>(page);
    await cart.getByRole('button', { name: 'Go to checkout' }).click();
    await page.waitForURL(/\/delivery/);

    await page.getByLabel(/^Parcel machine —/).check();
    const field = page.getByRole('combobox', { name: /^Parcel machine/ });
    await field.waitFor();
    // Without a machine the step stays, says why at the field, and writes nothing.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Choose a parcel machine.').waitFor();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/delivery/);
    expect((await read()).parcel_machine).toBeNull();

    await pickMachine(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/information$/);
    // The checkout summary names the machine (the box from md up, under the total button on phones).
    await expect.poll(() => page.locator('[data-testid="checkout-summary-parcel-machine"]:visible').textContent()).toContain(machine.label);

    const email = await fillContactStep(page, `parcel-${mobile ? 'phone' : 'desktop'}-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment$/);
    await payWithTestProvider(page);
    await page.waitForURL(/\/success$/);

    // The stored result: the placed order keeps the chosen machine.
    const placed = await read();
    expect(placed.status).not.toBe(1);
    expect(placed.parcel_machine).toMatchObject({ id: machine.id });
    expect(`${placed.parcel_machine!.name} (${placed.parcel_machine!.address}, ${placed.parcel_machine!.city})`).toBe(machine.label);
    const delivery = await (await page.request.get(`/api/v1/orders/${uuid}/delivery/`)).json();
    expect(delivery.delivery.parcel_machine_id).toBe(machine.id);
    expect(delivery.delivery_method.kind).toBe('PARCEL_MACHINE');

    const mail = await mailTo(email);
    expect(mail).toContain(`${placed.number}`);
    expect(mail).toContain(machine.label);
    await context.close();
  });
});
