import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser';
import { addBlock, newCampaignScheme } from './creator';
import { logIn, newShopper } from './shopper';

const ADMIN = 'admin@salon.test';

const schemeOf = async (page: Page, testId: string) => {
  const src = await page.getByTestId(testId).locator('iframe').getAttribute('src');
  return new URL(src!, 'http://storefront.test').searchParams.get('scheme');
};

describe('creator: business and private variants side by side', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('shows the private variant, offers to clone the missing business one, then shows both', async () => {
    const slug = `e2e-variants-${Date.now()}`;
    const { page, context } = await newShopper(browser);
    await logIn(page, ADMIN);
    const privateUuid = await newCampaignScheme(page, { name: `E2E variants ${slug}`, path: `/campaigns/${slug}` });
    expect(privateUuid).toBeTruthy();

    await addBlock(page, 'Add to the page', 'Carousel');
    await addBlock(page, 'Add inside Carousel', 'CarouselItem');
    await page.getByRole('button', { name: 'Edit Carousel slide' }).first().click();
    const slideForm = page.getByRole('form', { name: 'Fields of Carousel slide' });
    await slideForm.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E variant slide');
    await slideForm.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('toolbar').getByRole('button', { name: 'Save' }).click();
    await page.getByText('0 unsaved changes').waitFor();

    await page.getByRole('tab', { name: 'Languages' }).click();
    await page.getByRole('heading', { name: 'Business and private side by side (English)' }).waitFor();
    // The private side previews the open scheme; the business side says it is missing.
    expect(await schemeOf(page, 'variant-private')).toBe(privateUuid);
    await page.frameLocator('iframe[title="Private variant"]').getByText('E2E variant slide').first().waitFor();
    const business = page.getByTestId('variant-business');
    await business.getByText('The Business variant does not exist in English yet.').waitFor();
    expect(await business.locator('iframe').count()).toBe(0);

    await business.getByRole('button', { name: 'Create the Business variant by cloning' }).click();
    const clone = page.getByRole('dialog', { name: `Copy “/campaigns/${slug} (English)”` });
    expect(await clone.getByRole('checkbox', { name: /For business customers/ }).isChecked()).toBe(true);
    await clone.getByRole('button', { name: 'Make a copy' }).click();
    await expect.poll(() => page.getByTestId('variant-business').locator('iframe').count()).toBe(1);

    const businessUuid = await schemeOf(page, 'variant-business');
    expect(businessUuid).toBeTruthy();
    expect(businessUuid).not.toBe(privateUuid);
    expect(await schemeOf(page, 'variant-private')).toBe(privateUuid);
    // The clone carries the components, so both frames render the slide.
    await page.frameLocator('iframe[title="Business variant"]').getByText('E2E variant slide').first().waitFor();
    await page.frameLocator('iframe[title="Private variant"]').getByText('E2E variant slide').first().waitFor();
    await context.close();
  });
});
