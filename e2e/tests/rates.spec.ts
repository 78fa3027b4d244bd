import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, fillReport, openReportPage, remoteSlot } from '../harness/shell-page';

/**
 * Rates, not counts (issue #32), end to end on the real API and gazetteer: Kolhapur's district gets 38
 * "I feel fine" check-ins this week through the API, each with its own participant key; one visitor taps
 * "I feel fine" on the home page and another reports Fever + Cough, each from a browser of its own (so two
 * more participants, with the keys their browsers made). The analytics page then shows this week's WHO ILI
 * rate as 1 of 40, 25 per 1,000, with its Wilson interval; a district with 5 participants says "not enough
 * participants"; axe finds nothing; in Hindi the same reads in Hindi.
 */
// A district no other spec reports from: the suite's specs share one API, and their browsers count as participants.
const KOLHAPUR = { postal: '416001', area: 'in.d.maharashtra.kolhapur' };
const NAGPUR = { postal: '440001', area: 'in.d.maharashtra.nagpur' };
const participantKey = () => randomBytes(16).toString('base64url');

async function checkInThroughApi(api: string, pinCode: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${api}/api/check-ins`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ country: 'IN', pinCode, participant: participantKey(), feelingFine: true }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

async function openRates(page: Page, area: string, disclosure: string) {
  await page.goto(`/analytics?location=${area}`);
  await expectRemoteLoaded(page, 'analytics/AnalyticsPage');
  const slot = remoteSlot(page, 'analytics/AnalyticsPage');
  await slot.getByText(disclosure).click();
  return slot;
}

test("check-ins and a report make this week's rate per 1,000 participants, withheld where too few take part", async ({
  browser,
  page,
  suite,
}) => {
  test.setTimeout(180_000);
  test.skip(!process.env.GEODATA_SOURCE, 'areas come from the real gazetteer (GEODATA_SOURCE)');
  const api = suite.apiUrl!;
  await checkInThroughApi(api, KOLHAPUR.postal, 38);
  await checkInThroughApi(api, NAGPUR.postal, 5);

  // One visitor, one tap on the home page.
  const fine = await browser.newContext({ baseURL: suite.shellUrl });
  try {
    const home = await fine.newPage();
    await home.goto('/');
    await expectRemoteLoaded(home, 'report/CheckIn');
    const checkIn = remoteSlot(home, 'report/CheckIn');
    await checkIn.getByLabel('Country').selectOption('IN');
    await checkIn.getByLabel('Postal Code').fill(KOLHAPUR.postal);
    await checkIn.getByRole('button', { name: 'I feel fine' }).click();
    await expect(checkIn.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      /^Thank you: you are counted for week \d{4}-W\d{2}$/,
    );
    await expectNoViolations(home, 'the home page with "I feel fine"', {
      include: ['[data-remote-slot="report/CheckIn"]'],
    });
  } finally {
    await fine.close();
  }

  // Another visitor reports Fever + Cough (WHO ILI) from the report page.
  const ill = await browser.newContext({ baseURL: suite.shellUrl });
  try {
    const reporter = await ill.newPage();
    const form = await openReportPage(reporter);
    await fillReport(form, { country: 'IN', postal: KOLHAPUR.postal, symptoms: ['Fever', 'Cough'] });
    await form.getByRole('button', { name: 'Submit Report' }).click();
    await expect(form.getByRole('heading', { name: 'Report Submitted Successfully!' })).toBeVisible();
  } finally {
    await ill.close();
  }

  const rates = await openRates(page, KOLHAPUR.area, 'Weekly rates per 1,000 participants, by case definition');
  await expect(rates.getByRole('heading', { name: /^Weekly rates per 1,000 participants · Kolhapur/ })).toBeVisible();
  const ili = rates.getByRole('figure').filter({ hasText: 'Influenza-like illness (WHO)' });
  await expect(ili).toContainText(/This week \(\d{4}-W\d{2}\): 25 per 1,000 \(1 of 40\), 95% interval 4\.4–128\.8/);
  await ili.getByText('Show data table: Influenza-like illness (WHO)').click();
  await expect(ili.getByRole('row').last()).toContainText('401254.4–128.8');
  await expectNoViolations(page, 'the analytics page with weekly rates');

  const few = await openRates(page, NAGPUR.area, 'Weekly rates per 1,000 participants, by case definition');
  await expect(few.getByRole('figure').filter({ hasText: 'Influenza-like illness (WHO)' })).toContainText(
    /This week \(\d{4}-W\d{2}\): not enough participants \(5, fewer than 20\)/,
  );

  // In Hindi.
  await chooseLanguage(page, 'hi');
  await page.keyboard.press('Escape');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const hindi = await openRates(page, KOLHAPUR.area, 'मामले की परिभाषा के अनुसार प्रति 1,000 प्रतिभागियों पर साप्ताहिक दर');
  await expect(hindi.getByRole('figure').filter({ hasText: 'इन्फ्लुएंज़ा जैसी बीमारी (WHO)' })).toContainText(
    /इस सप्ताह \(\d{4}-W\d{2}\): प्रति 1,000 पर 25 \(40 में से 1\), 95% अंतराल 4\.4–128\.8/,
  );
  await expectNoViolations(page, 'the analytics page with weekly rates, in Hindi');
});
