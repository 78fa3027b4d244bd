import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';
import { collectErrors } from '../harness/page-errors';

// The visitor's language, chosen in Settings on the home page: the shell's navigation and the
// report remote's form (its own catalogs, fetched for that language) change together, a validation
// error speaks the language, the health tip comes in it where it is translated, axe finds nothing,
// and a reload starts in it without showing English.

const LANGUAGES = [
  {
    locale: 'hi',
    nav: 'मुख्य',
    reportLink: 'लक्षण बताएँ',
    heading: 'स्वास्थ्य नक्शा',
    formHeading: 'अपने लक्षण बताएँ',
    country: 'देश',
    submit: 'रिपोर्ट भेजें',
    locationError: 'कृपया अपने स्थान की जानकारी भरें',
    settings: 'सेटिंग्स',
    postalCode: 'पिन कोड',
    verified: 'स्थान की पुष्टि हो गई',
    fever: 'बुख़ार',
    successHeading: 'रिपोर्ट सफलतापूर्वक भेज दी गई!',
    successToast: 'रिपोर्ट सफलतापूर्वक भेज दी गई!',
    closeToast: 'सूचना बंद करें',
    tipLabel: 'स्वास्थ्य सुझाव',
    // Every seeded tip is translated into Hindi (migration 0009).
    tip: { lang: 'hi', text: /[\u0900-\u097F]/ },
  },
  {
    locale: 'ja',
    nav: 'メイン',
    reportLink: '症状を報告',
    heading: '健康マップ',
    formHeading: '症状を報告する',
    country: '国',
    submit: '報告を送信',
    locationError: '所在地の情報を入力してください',
    settings: '設定',
    postalCode: '郵便番号',
    verified: '場所を確認しました',
    fever: '発熱',
    successHeading: '報告を送信しました！',
    successToast: '報告を送信しました！',
    closeToast: '通知を閉じる',
    tipLabel: '健康アドバイス',
    // No tip is translated into Japanese: English, marked as English for screen readers.
    tip: { lang: 'en', text: /^[^\u0900-\u097F\u3040-\u30FF\u4E00-\u9FFF]+$/ },
  },
] as const;

type Language = (typeof LANGUAGES)[number];

async function expectTranslated(page: Page, language: Language): Promise<void> {
  const nav = page.getByRole('navigation', { name: language.nav });
  await expect(nav.getByRole('link', { name: language.reportLink })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: language.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  const form = remoteSlot(page, 'report/ReportForm');
  await expect(form.getByRole('heading', { name: language.formHeading })).toBeVisible();
  await expect(form.getByLabel(language.country)).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`Settings switches the home page to ${language.locale}, and a reload keeps it without showing English`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectRemoteLoaded(page, 'report/ReportForm');

    await chooseLanguage(page, language.locale);
    await expectTranslated(page, language);
    await expectNoViolations(page, `the home page in ${language.locale}, Settings open`);
    await page.keyboard.press('Escape');

    const form = remoteSlot(page, 'report/ReportForm');
    await form.getByRole('button', { name: language.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(language.locationError);
    await expect(form.getByRole('alert')).toBeFocused();
    await expectNoViolations(page, `the home page in ${language.locale} with a validation error`);

    // Reload: theme-init.js puts the language on <html> and hides the English prerendered page until
    // the app has rendered it in that language; every frame is watched for English navigation.
    await page.addInitScript(() => {
      const flashes: string[] = [];
      (window as unknown as { englishFlashes: string[] }).englishFlashes = flashes;
      const watch = () => {
        const root = document.getElementById('root');
        if (root && getComputedStyle(root).visibility === 'visible' && root.textContent?.includes('Report Symptoms'))
          flashes.push(root.textContent.slice(0, 80));
        if (performance.now() < 15_000) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.reload();
    await expectTranslated(page, language);
    await expect(page.getByRole('button', { name: language.settings })).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { englishFlashes: string[] }).englishFlashes)).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectNoViolations(page, `the home page in ${language.locale} after a reload`);

    // A report sent in the language: the postal check, the success screen and the toast speak it.
    await form.getByLabel(language.country).selectOption('IN');
    await form.getByLabel(language.postalCode).fill('400001');
    await expect(form.getByText(language.verified)).toBeVisible({ timeout: 15_000 });
    await form.getByRole('checkbox', { name: language.fever }).check();
    await form.getByRole('button', { name: language.submit }).click();
    await expect(form.getByRole('heading', { name: language.successHeading })).toBeFocused({ timeout: 15_000 });
    const tip = form.getByRole('complementary', { name: language.tipLabel }).locator('p[lang]');
    await expect(tip).toHaveAttribute('lang', language.tip.lang);
    await expect(tip).toHaveText(language.tip.text);
    const toast = page.getByTestId('toasts').getByRole('status');
    await expect(toast).toContainText(language.successToast);
    await expect(toast.getByRole('button', { name: language.closeToast })).toBeVisible();
    await expectNoViolations(page, `the home page in ${language.locale} after a report`);
    expect(errors).toEqual([]);
  });
}
