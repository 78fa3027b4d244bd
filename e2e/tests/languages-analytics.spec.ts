import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

// The analytics remote in the visitor's language, chosen in Settings: its tabs, the location
// controls, a chart's data table, and the error state while the API is down (translated message and
// Try Again, which recovers); axe finds nothing, and a reload keeps the language.

const SLOT = 'analytics/AnalyticsPage';

const LANGUAGES = [
  {
    locale: 'hi',
    heading: 'पूर्वानुमान विश्लेषण',
    tabs: ['प्रकोप का पूर्वानुमान', 'स्वास्थ्य रुझान', 'मौसमी पैटर्न', 'जोखिम आकलन'],
    location: 'स्थान',
    india: 'भारत',
    timeframe: 'अवधि',
    search: 'सभी क्षेत्रों में खोजें',
    outbreak: /^प्रकोप का पूर्वानुमान · भारत · पिछले 30 दिन$/,
    outbreak90: 'प्रकोप का पूर्वानुमान · भारत · पिछले 90 दिन',
    seasonTable: 'हर मौसम की रिपोर्टें',
    showSeasonTable: 'डेटा तालिका दिखाएँ: हर मौसम की रिपोर्टें',
    seasonColumn: 'मौसम',
    postMonsoon: 'मानसून के बाद (अक्टूबर–नवंबर)',
    error: 'विश्लेषण डेटा लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
    retry: 'फिर से कोशिश करें',
    download: 'डेटा डाउनलोड करें (CSV)',
  },
  {
    locale: 'ja',
    heading: '予測分析',
    tabs: ['流行予測', '健康トレンド', '季節のパターン', 'リスク評価'],
    location: '地域',
    india: 'インド',
    timeframe: '期間',
    search: 'すべての地域を検索',
    outbreak: /^流行予測 · インド · 過去30日間$/,
    outbreak90: '流行予測 · インド · 過去90日間',
    seasonTable: '季節ごとの報告数',
    showSeasonTable: 'データ表を表示: 季節ごとの報告数',
    seasonColumn: '季節',
    postMonsoon: 'モンスーン後（10月～11月）',
    error: '分析データを読み込めませんでした。もう一度お試しください。',
    retry: '再試行',
    download: 'データをダウンロード（CSV）',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** A select whose label starts with `label` (its accessible name goes on with the chosen option's text). */
const labelled = (slot: Locator, label: string) => slot.getByRole('combobox', { name: new RegExp(`^${label}`) });

async function expectTranslated(page: Page, language: Language): Promise<Locator> {
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  const slot = remoteSlot(page, SLOT);
  await expect(slot.getByRole('heading', { level: 2, name: language.heading })).toBeVisible();
  await expect(slot.getByRole('tab')).toHaveText([...language.tabs]);
  const location = labelled(slot, language.location);
  await expect(location).toHaveValue('India');
  await expect(location.locator('option:checked')).toHaveText(language.india);
  await expect(slot.getByRole('combobox', { name: language.search })).toBeVisible();
  await expect(slot.getByRole('link', { name: language.download })).toBeVisible();
  return slot;
}

for (const language of LANGUAGES) {
  test(`analytics speaks ${language.locale} once chosen in Settings, error state included, and after a reload`, async ({
    page,
    services,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/analytics');
    await expectRemoteLoaded(page, SLOT);
    await chooseLanguage(page, language.locale);
    await page.keyboard.press('Escape');
    const slot = await expectTranslated(page, language);
    await expect(slot.getByRole('heading', { level: 3, name: language.outbreak })).toBeVisible();

    // A chart's text equivalent: the seasons' table, dates and words in the language.
    await slot.getByRole('tab', { name: language.tabs[2] }).click();
    await slot.getByText(language.showSeasonTable).click();
    const table = slot.getByRole('table', { name: language.seasonTable });
    await expect(table.getByRole('row')).toHaveCount(5);
    await expect(table.getByRole('columnheader', { name: language.seasonColumn })).toBeVisible();
    await expect(table.getByRole('cell', { name: language.postMonsoon })).toBeVisible();
    await expectNoViolations(page, `the analytics page in ${language.locale}, a data table open`);

    // The API goes away: the error speaks the language, and Try Again recovers once it is back.
    await slot.getByRole('tab', { name: language.tabs[0] }).click();
    await expect(slot.getByRole('heading', { level: 3, name: language.outbreak })).toBeVisible();
    await services.stop('api');
    await labelled(slot, language.timeframe).selectOption('90');
    await expect(slot.getByRole('alert')).toHaveText(`${language.error}${language.retry}`);
    await expectNoViolations(page, `the analytics error state in ${language.locale}`);
    await services.start('api');
    await slot.getByRole('button', { name: language.retry }).click();
    await expect(slot.getByRole('heading', { level: 3, name: language.outbreak90 })).toBeVisible();
    await expect(slot.getByRole('alert')).toHaveCount(0);

    await page.reload();
    await expectRemoteLoaded(page, SLOT);
    await expectTranslated(page, language);
    await expect(slot.getByRole('heading', { level: 3, name: language.outbreak })).toBeVisible();
    await expectNoViolations(page, `the analytics page in ${language.locale} after a reload`);
  });
}
