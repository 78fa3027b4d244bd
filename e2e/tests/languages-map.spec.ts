import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';
import { collectErrors } from '../harness/page-errors';

// The map remote in the visitor's language, chosen in Settings on the home page: its filters, the
// time slider (its label and the day and report count a thumb announces), Play, the presets,
// Copy link, the cluster table and the statistics block change together with the shell; axe finds
// nothing, and a reload starts in that language.

const LANGUAGES = [
  {
    locale: 'hi',
    heading: 'प्रकोप नक्शा',
    filters: { illness: 'बीमारी', symptom: 'लक्षण', severity: 'गंभीरता' },
    allIllnesses: 'सभी बीमारियाँ',
    dengue: 'डेंगू',
    from: 'कब से',
    to: 'कब तक',
    // "23 नव॰ 2026, उस दिन 4 रिपोर्टें": the day in Hindi, then that day's reports.
    announced: /^\d{1,2} \S+ \d{4}, उस दिन [\d,]+ रिपोर्ट(ें)?$/,
    play: 'चलाएँ',
    pause: 'रोकें',
    presets: ['आज', '7 दिन', '30 दिन', '90 दिन', 'सभी'],
    week: '7 दिन',
    copyLink: 'लिंक कॉपी करें',
    caption: 'नक्शे पर रिपोर्टों के सबसे बड़े समूह',
    columns: ['रिपोर्टें', 'बीमारी', 'अक्षांश', 'देशांतर'],
    statsHeading: 'स्वास्थ्य आँकड़े',
    activeCases: 'सक्रिय मामले',
    showing: /^दिखाया जा रहा है: /,
  },
  {
    locale: 'ja',
    heading: '流行マップ',
    filters: { illness: '病気', symptom: '症状', severity: '重症度' },
    allIllnesses: 'すべての病気',
    dengue: 'デング熱',
    from: '開始日',
    to: '終了日',
    // "2026年11月23日、この日の報告は4件".
    announced: /^\d{4}年\d{1,2}月\d{1,2}日、この日の報告は[\d,]+件$/,
    play: '再生',
    pause: '一時停止',
    presets: ['今日', '7日間', '30日間', '90日間', 'すべて'],
    week: '7日間',
    copyLink: 'リンクをコピー',
    caption: '地図上で報告が集中している主な地点',
    columns: ['報告数', '病気', '緯度', '経度'],
    statsHeading: '健康統計',
    activeCases: '現在の症例',
    showing: /^表示中: /,
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** The map's controls, table and statistics in the language, before any of them is used. */
async function expectMapTranslated(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  const map = remoteSlot(page, 'map/HealthMap');
  await expect(map.getByRole('heading', { name: language.heading })).toBeVisible();
  for (const label of Object.values(language.filters))
    await expect(map.getByRole('combobox', { name: label, exact: true })).toBeVisible();
  const illness = map.getByRole('combobox', { name: language.filters.illness, exact: true });
  await expect(illness.getByRole('option', { name: language.allIllnesses })).toBeAttached();
  await expect(illness.getByRole('option', { name: language.dengue })).toBeAttached();
  await expect(map.getByRole('slider', { name: language.from })).toBeVisible();
  await expect(map.getByRole('slider', { name: language.to })).toBeVisible();
  await expect(map.getByRole('button', { name: language.play })).toBeVisible();
  for (const preset of language.presets)
    await expect(map.getByRole('button', { name: preset, exact: true })).toBeVisible();
  await expect(map.getByRole('button', { name: language.copyLink })).toBeVisible();
  const table = map.getByRole('table', { name: language.caption });
  await expect(table.getByRole('columnheader')).toHaveText([...language.columns]);
  await expect(map.getByTestId('map-filter')).toHaveText(language.showing);

  const stats = remoteSlot(page, 'map/HealthStats');
  await expect(stats.getByRole('heading', { name: language.statsHeading })).toBeVisible();
  await expect(stats.getByText(language.activeCases, { exact: true })).toBeVisible();
}

for (const language of LANGUAGES) {
  test(`Settings switches the map to ${language.locale}: controls, slider, table and statistics, and a reload keeps it`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectRemoteLoaded(page, 'map/HealthMap');
    await expectRemoteLoaded(page, 'map/HealthStats');

    await chooseLanguage(page, language.locale);
    await page.keyboard.press('Escape');
    await expectMapTranslated(page, language);
    await expectNoViolations(page, `the home map in ${language.locale}`);

    // A week's range: each thumb announces its day in the language and that day's reports.
    const map = remoteSlot(page, 'map/HealthMap');
    await map.getByRole('button', { name: language.week, exact: true }).click();
    await expect(map.getByRole('button', { name: language.week, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(map.getByRole('slider', { name: language.to })).toHaveAttribute('aria-valuetext', language.announced);
    await expect(map.getByRole('slider', { name: language.from })).toHaveAttribute(
      'aria-valuetext',
      language.announced,
    );
    await map.getByRole('button', { name: language.play }).click();
    await expect(map.getByRole('button', { name: language.pause })).toBeVisible();
    await map.getByRole('button', { name: language.pause }).click();
    await expectNoViolations(page, `the home map in ${language.locale} with a time range`);

    await page.reload();
    await expectRemoteLoaded(page, 'map/HealthMap');
    await expectMapTranslated(page, language);
    expect(errors).toEqual([]);
  });
}
