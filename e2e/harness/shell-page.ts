// Helpers about the shell's own page structure (not a remote's inner text),
// so specs stay valid while the remotes' contents change.
import { expect, type Locator, type Page } from '@playwright/test';

export const ROUTES = [
  { path: '/', label: 'Health Map', heading: 'Health Map', slot: 'map/HealthMap' },
  { path: '/report', label: 'Report Symptoms', heading: 'Report Symptoms', slot: 'report/ReportPage' },
  { path: '/phone-ai', label: 'AI Diagnosis', heading: 'AI Diagnosis', slot: 'phoneAi/PhoneAiPage' },
  { path: '/analytics', label: 'Analytics', heading: 'Analytics', slot: 'analytics/AnalyticsPage' },
  { path: '/about', label: 'About', heading: 'About HealthWatch', slot: null },
] as const;

/** A budget Android phone's browser: what the product's first users hold, and what makes the consultation offer a call. */
export const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** Browser zoom at 200% on a 360 x 740 phone lays the page out in 180 x 370 CSS pixels. */
export const PHONE_AT_200_PERCENT = { width: 180, height: 370 } as const;

/** The page opens with the accessibility menu's large text on, as a visitor who chose it before. */
export async function withLargeText(page: Page): Promise<void> {
  await page.addInitScript(() =>
    localStorage.setItem('healthwatch-accessibility', JSON.stringify({ largeText: true })),
  );
}

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Waits for React to take over the prerendered page: its buttons are disabled until then, and a
 * link clicked before it is an ordinary full page load (which is right without JavaScript).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Accessibility' })).toBeEnabled();
}

/** The container the shell renders around one remote module, e.g. "map/HealthMap". */
export function remoteSlot(page: Page, id: string): Locator {
  return page.locator(`[data-remote-slot="${id}"]`);
}

/** Waits until a slot has finished loading and shows the remote, not an error panel. */
export async function expectRemoteLoaded(page: Page, id: string): Promise<void> {
  const slot = remoteSlot(page, id);
  await expect(slot).toBeVisible();
  await expect(slot.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  await expect(slot.getByTestId('remote-error')).toHaveCount(0);
  await expect(slot.locator(':scope > *').first()).toBeVisible();
}

export async function expectRemoteFailed(page: Page, id: string): Promise<void> {
  const panel = remoteSlot(page, id).getByTestId('remote-error');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
}

/** Opens /report and answers the report form in its loaded slot (beside it is "I feel fine", with fields of its own). */
export async function openReportPage(page: Page): Promise<Locator> {
  await page.goto('/report');
  await expectRemoteLoaded(page, 'report/ReportPage');
  return remoteSlot(page, 'report/ReportPage').getByTestId('report-form');
}

export interface ReportAnswers {
  country: string;
  postal: string;
  /** Symptom boxes ticked, by their English names. */
  symptoms?: string[];
  /** A severity to choose, by its English name. */
  severity?: string;
  /** Wait for the postal check to say "Location Verified" before ticking (false when it cannot answer). */
  verified?: boolean;
}

/** Answers the report form in English, the way a visitor does, without submitting it. */
export async function fillReport(
  form: Locator,
  { country, postal, symptoms = ['Fever'], severity, verified = true }: ReportAnswers,
): Promise<void> {
  await form.getByLabel('Country').selectOption(country);
  await form.getByLabel('Postal Code').fill(postal);
  if (verified) await expect(form.getByText('Location Verified')).toBeVisible({ timeout: 15_000 });
  for (const name of symptoms) await form.getByRole('checkbox', { name }).check();
  if (severity) await form.getByRole('radio', { name: severity }).check();
}

/** Opens Settings and chooses a language there; Settings stays open until Escape. */
export async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption(locale);
}
