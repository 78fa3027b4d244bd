import { DANGER_SIGNS } from '@healthwatch/contracts';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { ANDROID_USER_AGENT, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

const SLOT = 'phoneAi/PhoneAiPage';

/**
 * WCAG 2.2 A and AA over the phone-AI remote, scrolled to the top first: the shell's sticky header
 * covers whatever the last click left scrolled under it, and axe's target-size rule counts the
 * header's links as neighbours of a checkbox there, so the result depended on the form's length.
 */
async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolations(page, 'the phone-AI page', { include: [`[data-remote-slot="${SLOT}"]`] });
}

const isFocusedRadio = (page: Page) =>
  page.evaluate(() => document.activeElement instanceof HTMLInputElement && document.activeElement.type === 'radio');

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
    await expect(page.getByRole('heading', { level: 1, name: 'AI Diagnosis' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Call the AI health line' })).toBeVisible();
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

  test('shows the SMS and WhatsApp numbers from config.json with three example messages', async ({ page, suite }) => {
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    const lines = (suite.config as { messageLines?: { sms: string | null; whatsapp: string | null } }).messageLines;
    if (!lines?.sms || !lines.whatsapp) throw new Error('config.json has no messageLines');
    const panel = page.getByRole('region', { name: 'Report by SMS or WhatsApp' });
    await expect(panel.getByRole('link', { name: `Send an SMS to ${lines.sms}` })).toHaveAttribute(
      'href',
      /^sms:\+?\d+$/,
    );
    await expect(panel.getByRole('link', { name: `Message ${lines.whatsapp} on WhatsApp` })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(panel.getByRole('listitem')).toHaveText([
      /^FEVER COUGH 400001 — /,
      /^1 2 400001 — /,
      /^fiebre tos 06700 MX — /,
    ]);
    await expectNoAxeViolations(page);
  });

  test('a mobile browser gets a direct call link instead of the QR code', async ({ browser, suite }) => {
    const context = await browser.newContext({ userAgent: ANDROID_USER_AGENT, baseURL: suite.shellUrl });
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
    // The explanation's notes name the triage too, so the triage's own line is the exact text.
    await expect(result.getByText('Emergency: get help now', { exact: true })).toBeVisible();
    await expect(result.getByText('Severe', { exact: true })).toBeVisible();
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

  test('a ticked danger sign makes the answer an emergency, with no questions', async ({ page }) => {
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Symptoms (comma-separated)').fill('runny nose, sore throat');
    const signs = page.getByRole('group', { name: 'Danger signs: do you have any of these right now?' });
    await expect(signs.getByRole('checkbox')).toHaveCount(DANGER_SIGNS.length);
    await signs.getByRole('checkbox', { name: 'Stiff neck' }).check();
    await page.getByRole('button', { name: 'Get AI Consultation' }).click();
    const result = page.getByRole('region', { name: 'AI consultation result' });
    // The explanation's notes name the triage too, so the triage's own line is the exact text.
    await expect(result.getByText('Emergency: get help now', { exact: true })).toBeVisible();
    await expect(result.getByText('Severe', { exact: true })).toBeVisible();
    await expect(result.getByRole('list', { name: 'Warning signs found' }).getByText('Stiff neck')).toBeVisible();
    await expect(page.getByRole('region', { name: 'A few questions to sharpen the answer' })).toHaveCount(0);
  });

  test('typed symptoms bring follow-up questions, answered by keyboard, and an updated answer', async ({ page }) => {
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await page.getByLabel('Phone number').fill('+1 555 0100');
    await page.getByLabel('Symptoms (comma-separated)').fill('fever, headache');
    await page.getByRole('button', { name: 'Get AI Consultation' }).click();
    const result = page.getByRole('region', { name: 'AI consultation result' });
    await expect(result.getByText('Symptoms recognised: Fever, Headache', { exact: true })).toBeVisible();
    const questions = page.getByRole('region', { name: 'A few questions to sharpen the answer' });
    await expect(questions).toBeVisible();
    const legends = await questions.locator('legend').allTextContents();
    expect(legends.length).toBeGreaterThanOrEqual(3);
    for (const legend of legends) expect(legend).toMatch(/^Do you also have [a-z ]+\?$/);
    await expectNoAxeViolations(page);

    // Keyboard only, from the button just pressed: Tab reaches the first group's Yes; the arrow key
    // moves to (and checks) No; Space checks Yes.
    await page.keyboard.press('Tab');
    for (let i = 0; i < 10 && !(await isFocusedRadio(page)); i++) await page.keyboard.press('Tab');
    const firstGroup = questions.getByRole('group', { name: legends[0]! });
    await expect(firstGroup.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(firstGroup.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.keyboard.press('Tab');
    const secondGroup = questions.getByRole('group', { name: legends[1]! });
    await expect(secondGroup.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(secondGroup.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.keyboard.press('Tab');
    const thirdGroup = questions.getByRole('group', { name: legends[2]! });
    await expect(thirdGroup.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(thirdGroup.getByRole('radio', { name: 'Yes' })).toBeChecked();
    // The rest stay unanswered: Tab on to the button.
    const update = questions.getByRole('button', { name: 'Update answer' });
    for (let i = 0; i < legends.length && !(await update.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(update).toBeFocused();
    await page.keyboard.press('Enter');

    const symptomOf = (legend: string) => legend.replace(/^Do you also have /, '').replace(/\?$/, '');
    await expect(result.getByText('Updated with your answers to the questions.')).toBeVisible();
    await expect(result.getByRole('heading', { name: 'AI consultation result' })).toBeFocused();
    await expect(page.getByRole('region', { name: 'A few questions to sharpen the answer' })).toHaveCount(0);
    await expect(result.getByText(/^Symptoms recognised: Fever, Headache, /)).toHaveText(
      new RegExp(`^Symptoms recognised: Fever, Headache, ${symptomOf(legends[2]!)}$`, 'i'),
    );
    await expect(result.getByText(/Symptoms you said you do not have:/)).toContainText(
      new RegExp(
        `${symptomOf(legends[0]!)}.*${symptomOf(legends[1]!)}|${symptomOf(legends[1]!)}.*${symptomOf(legends[0]!)}`,
        'i',
      ),
    );
    await expectNoAxeViolations(page);
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
      await expectNoAxeViolations(page);
      // The follow-up questions, one answered, and a ticked danger sign.
      await page.getByLabel('Symptoms (comma-separated)').fill('fever, headache');
      await page.getByRole('button', { name: 'Get AI Consultation' }).click();
      const questions = page.getByRole('region', { name: 'A few questions to sharpen the answer' });
      await questions.getByRole('radio', { name: 'No' }).first().check();
      await page.getByRole('checkbox', { name: 'Stiff neck' }).check();
      await expectNoAxeViolations(page);
    });
  }
});
