import { DANGER_SIGNS } from '@healthwatch/contracts';
import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';
import { collectErrors } from '../harness/page-errors';

// The AI consultation page in the visitor's language, chosen in Settings: the remote's own catalog
// and the shared symptom names are fetched for it, a validation error speaks it, the consultation
// sent to the real API comes back worded in it (the API writes the diagnosis in Hindi itself, and in
// English for Japanese; the advice comes as ids the page words from its catalog), axe finds nothing,
// and a reload keeps it.

const SLOT = 'phoneAi/PhoneAiPage';

const LANGUAGES = [
  {
    locale: 'hi',
    settings: 'सेटिंग्स',
    callHeading: 'AI स्वास्थ्य लाइन पर कॉल करें',
    testHeading: 'डेवलपमेंट टेस्ट',
    phone: 'फ़ोन नंबर',
    symptomList: 'या सूची से अपने लक्षण चुनें',
    symptoms: ['बुख़ार', 'खाँसी', 'गले में ख़राश', 'नाक बहना'],
    dangerList: 'ख़तरे के संकेत: क्या आपको अभी इनमें से कुछ है?',
    dangerSign: 'गर्दन में अकड़न',
    submit: 'AI परामर्श लें',
    alertTest: 'आपातकालीन अलर्ट टेस्ट भेजें',
    alertMissing: 'कृपया आपातकालीन अलर्ट के लिए फ़ोन नंबर और लक्षण दें',
    resultHeading: 'AI परामर्श का नतीजा',
    chart: 'जिन संभावित कारणों पर विचार किया गया',
    recognised: 'पहचाने गए लक्षण: बुख़ार, खाँसी, गले में ख़राश, नाक बहना',
    disclaimer: /^यह चिकित्सकीय निदान नहीं है/,
  },
  {
    locale: 'ja',
    settings: '設定',
    callHeading: 'AI健康ラインに電話する',
    testHeading: '開発用テスト',
    phone: '電話番号',
    symptomList: 'または一覧から症状を選んでください',
    symptoms: ['発熱', 'せき', 'のどの痛み', '鼻水'],
    dangerList: '危険なサイン：いま、次のいずれかがありますか？',
    dangerSign: '首が硬くて前に曲げにくい',
    submit: 'AI相談を受ける',
    alertTest: '緊急アラートのテストを送信',
    alertMissing: '緊急アラートには電話番号と症状を入力してください',
    resultHeading: 'AI相談の結果',
    chart: '検討した原因の候補',
    recognised: '認識された症状：発熱、せき、のどの痛み、鼻水',
    disclaimer: /^これは医学的な診断ではなく/,
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/**
 * axe over the whole page, scrolled to the top first: the shell's sticky header covers whatever a
 * click left scrolled under it, and axe's target-size rule counts that as a neighbouring target, so
 * the result would depend on where the last click scrolled (longer words, another position).
 */
async function expectNoViolationsFromTop(page: Page, what: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolations(page, what);
}

async function expectFormTranslated(page: Page, language: Language): Promise<void> {
  const slot = remoteSlot(page, SLOT);
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  await expect(slot.getByRole('heading', { level: 2, name: language.callHeading })).toBeVisible();
  await expect(slot.getByRole('heading', { level: 2, name: language.testHeading })).toBeVisible();
  await expect(slot.getByLabel(language.phone)).toBeVisible();
  const symptoms = slot.getByRole('group', { name: language.symptomList });
  await expect(symptoms.getByRole('checkbox')).toHaveCount(15);
  for (const name of language.symptoms) await expect(symptoms.getByRole('checkbox', { name })).toBeVisible();
  const signs = slot.getByRole('group', { name: language.dangerList });
  await expect(signs.getByRole('checkbox')).toHaveCount(DANGER_SIGNS.length);
  await expect(signs.getByRole('checkbox', { name: language.dangerSign })).toBeVisible();
  // No danger sign is left in English.
  for (const sign of DANGER_SIGNS)
    await expect(signs.getByRole('checkbox', { name: sign, exact: true })).toHaveCount(0);
}

for (const language of LANGUAGES) {
  test(`the AI consultation page in ${language.locale}: form, validation, an answer from the API, and after a reload`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, SLOT);
    await expect(
      remoteSlot(page, SLOT).getByRole('heading', { level: 2, name: 'Call the AI health line' }),
    ).toBeVisible();

    await chooseLanguage(page, language.locale);
    await expectFormTranslated(page, language);
    await page.keyboard.press('Escape');

    const slot = remoteSlot(page, SLOT);
    await slot.getByRole('button', { name: language.alertTest }).click();
    await expect(slot.getByRole('alert')).toHaveText(language.alertMissing);
    await expectNoViolationsFromTop(page, `the AI consultation page in ${language.locale} with a validation error`);

    // Symptoms ticked in the visitor's language reach the engine by their English names.
    await slot.getByLabel(language.phone).fill('+1 555 0100');
    const symptoms = slot.getByRole('group', { name: language.symptomList });
    for (const name of language.symptoms) await symptoms.getByRole('checkbox', { name }).check();
    await slot.getByRole('button', { name: language.submit }).click();
    const result = slot.getByRole('region', { name: language.resultHeading });
    await expect(result).toBeVisible();
    await expect(result.getByText(language.recognised)).toBeVisible();
    await expect(result.getByRole('table', { name: language.chart }).getByRole('row')).toHaveCount(4);
    await expect(result.locator('dd').first()).not.toBeEmpty();
    const recommendations = result.getByRole('list').first();
    const disclaimer = recommendations.getByRole('listitem').last();
    // The advice comes as ids and is worded from the remote's catalog in either language.
    await expect(recommendations).not.toHaveAttribute('lang');
    await expect(disclaimer).toHaveText(language.disclaimer);
    await expectNoViolationsFromTop(page, `the AI consultation page in ${language.locale} with an answer`);

    await page.reload();
    await expectRemoteLoaded(page, SLOT);
    await expectFormTranslated(page, language);
    await expect(page.getByRole('button', { name: language.settings })).toBeEnabled();
    await expectNoViolationsFromTop(page, `the AI consultation page in ${language.locale} after a reload`);
    expect(errors).toEqual([]);
  });
}
