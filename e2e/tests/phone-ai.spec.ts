import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../harness/fixtures';
import { expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

const SLOT = 'phoneAi/PhoneAiPage';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function phoneLine(config: unknown): string {
  const value = (config as { phoneLine?: unknown }).phoneLine;
  if (typeof value !== 'string') throw new Error('config.json has no phoneLine');
  return value;
}

test.describe('AI Health Diagnosis', () => {
  test('shows the phone line as a QR code drawn in the page, with no third-party request', async ({ page, suite }) => {
    const hosts = new Set<string>();
    page.on('request', (r) => hosts.add(new URL(r.url()).hostname));
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await expect(page.getByRole('heading', { level: 2, name: 'AI Health Diagnosis' })).toBeVisible();
    const number = phoneLine(suite.config);
    const qr = page.getByRole('img', { name: `QR code to call ${number}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    const box = await qr.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(200);
    expect(Math.round(box?.height ?? 0)).toBe(200);
    await expect(page.getByText(`Scan with your phone's camera to call ${number}.`)).toBeVisible();
    expect([...hosts].filter((h) => h !== 'localhost' && h !== '127.0.0.1')).toEqual([]);
  });

  test('a mobile browser gets a direct call link instead of the QR code', async ({ browser, suite }) => {
    const context = await browser.newContext({ userAgent: ANDROID, baseURL: suite.shellUrl });
    const page = await context.newPage();
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    const number = phoneLine(suite.config);
    const link = page.getByRole('link', { name: `Call ${number}` });
    await expect(link).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await context.close();
  });

  test('the test form validates, then returns an explained consultation from the API', async ({ page }) => {
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await page.getByRole('button', { name: 'Send Emergency Alert Test' }).click();
    await expect(remoteSlot(page, SLOT).getByRole('alert')).toHaveText(
      'Please provide phone number and symptoms for emergency alert',
    );

    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Symptoms (comma-separated)').fill('runny nose, sore throat, coughing');
    await page.getByRole('button', { name: 'Get AI Consultation' }).click();
    const result = page.getByRole('region', { name: 'AI consultation result' });
    await expect(result).toBeVisible();
    await expect(result.locator('dd').first()).not.toBeEmpty();
    await expect(result.getByText(/^\d{1,3}%$/).first()).toBeVisible();
    await expect(result.getByRole('table', { name: 'Possible causes considered' }).getByRole('row')).toHaveCount(4);
    await expect(result.getByText('Symptoms recognised: Cough, Sore throat, Runny nose')).toBeVisible();
    await expect(result.getByText(/^This is not a medical diagnosis/)).toBeVisible();
  });

  test('the emergency alert test is stored and answered with an emergency triage', async ({ page }) => {
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Symptoms (comma-separated)').fill('chest pain, shortness of breath');
    await page.getByRole('button', { name: 'Send Emergency Alert Test' }).click();
    const result = page.getByRole('region', { name: 'Emergency alert sent' });
    await expect(result.getByText(/^Alert reference: \d+$/)).toBeVisible();
    await expect(result.getByText('Emergency: get help now')).toBeVisible();
    await expect(result.getByText('Severe')).toBeVisible();
  });

  test('shows the network error when the API cannot be reached', async ({ page, services }) => {
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await services.stop('api');
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Symptoms (comma-separated)').fill('fever, cough');
    await page.getByRole('button', { name: 'Get AI Consultation' }).click();
    await expect(remoteSlot(page, SLOT).getByRole('alert')).toHaveText('Network error. Please try again.');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a shown result and error pass axe (WCAG 2.2 AA) in ${theme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.addInitScript((t) => localStorage.setItem('healthwatch-theme', t), theme);
      await page.goto('/phone-ai');
      await expectRemoteLoaded(page, SLOT);
      await page.getByRole('button', { name: 'Get AI Consultation' }).click();
      await expect(remoteSlot(page, SLOT).getByRole('alert')).toBeVisible();
      await page.getByLabel('Phone number').fill('+1 555 0100');
      await page.getByLabel('Symptoms (comma-separated)').fill('fever, chest pain, sweating');
      await page.getByRole('button', { name: 'Get AI Consultation' }).click();
      await expect(page.getByRole('region', { name: 'AI consultation result' })).toBeVisible();
      const result = await new AxeBuilder({ page })
        .include(`[data-remote-slot="${SLOT}"]`)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
