import analyticsEnglish from '@healthwatch/mfe-analytics/src/i18n/messages/en.json';
import phoneAiEnglish from '@healthwatch/mfe-phone-ai/src/i18n/messages/en.json';
import { expectNoViolations } from '../harness/axe';
import { englishIn, englishRuns } from '../harness/english-runs';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

// The server sends codes and figures; the remotes word them (issue 31, "Words in catalogs"). On the
// analytics page and a consultation's result in Hindi and in Japanese, a script looks for English:
// no run of three words of any English message of the remote's catalog (the assessment's notes,
// the method, the advice lines) may appear in the page's text, and the advice list has no run of
// three English words at all. axe finds nothing on either. (The consultation's explanation — its
// summary, red-flag findings and sources — is still written by the API in English and marked
// lang="en"; it is left out of the consultation's check until it too comes as codes.)

/** Citations and names every language keeps as they are. */
const NAMES = ['Noufaily et al.', 'DCAT-AP JSON-LD'];
const ANALYTICS_ENGLISH = englishRuns(Object.values(analyticsEnglish), NAMES);
const PHONE_AI_ENGLISH = englishRuns(Object.values(phoneAiEnglish), NAMES);
/** Any three English words in a row (the advice list has no name that long). */
const anyEnglish = (text: string) => text.match(/[A-Za-z]{2,}[\s,;:.]+[A-Za-z]{2,}[\s,;:.]+[A-Za-z]{2,}/g) ?? [];

const LANGUAGES = [
  {
    locale: 'hi',
    outbreak: /^प्रकोप का पूर्वानुमान · भारत · पिछले 30 दिन$/,
    method: 'इसकी गणना कैसे होती है',
    indicators: 'संकेतक',
    phone: 'फ़ोन नंबर',
    symptomList: 'या सूची से अपने लक्षण चुनें',
    symptoms: ['बुख़ार', 'खाँसी', 'गले में ख़राश', 'नाक बहना'],
    submit: 'AI परामर्श लें',
    resultHeading: 'AI परामर्श का नतीजा',
    advice: 'सुझाव',
  },
  {
    locale: 'ja',
    outbreak: /^流行予測 · インド · 過去30日間$/,
    method: '算出方法',
    indicators: '指標',
    phone: '電話番号',
    symptomList: 'または一覧から症状を選んでください',
    symptoms: ['発熱', 'せき', 'のどの痛み', '鼻水'],
    submit: 'AI相談を受ける',
    resultHeading: 'AI相談の結果',
    advice: 'アドバイス',
  },
] as const;

for (const language of LANGUAGES) {
  test(`the analytics page in ${language.locale} holds no English sentence`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/analytics');
    await expectRemoteLoaded(page, 'analytics/AnalyticsPage');
    await chooseLanguage(page, language.locale);
    await page.keyboard.press('Escape');
    const slot = remoteSlot(page, 'analytics/AnalyticsPage');
    await expect(slot.getByRole('heading', { level: 3, name: language.outbreak })).toBeVisible();
    // The assessment's notes are there to be read: indicators, and the method opened.
    await expect(slot.getByRole('heading', { level: 4, name: language.indicators })).toBeVisible();
    await slot.getByText(language.method).click();
    const text = (await slot.textContent()) ?? '';
    expect(text.length).toBeGreaterThan(500);
    expect(englishIn(text, ANALYTICS_ENGLISH)).toEqual([]);
    // The detector's method and the confidence formula read in the language (present whatever the data).
    expect(text).toContain(language.locale === 'hi' ? 'क्वासी-पॉइसन रिग्रेशन' : '準ポアソン回帰');
    await expectNoViolations(page, `the analytics page in ${language.locale}, its method open`);
  });

  test(`a consultation's result in ${language.locale} gives its advice with no English sentence`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/phone-ai');
    await expectRemoteLoaded(page, 'phoneAi/PhoneAiPage');
    await chooseLanguage(page, language.locale);
    await page.keyboard.press('Escape');
    const slot = remoteSlot(page, 'phoneAi/PhoneAiPage');
    await slot.getByLabel(language.phone).fill('+1 555 0100');
    const symptoms = slot.getByRole('group', { name: language.symptomList });
    for (const name of language.symptoms) await symptoms.getByRole('checkbox', { name }).check();
    await slot.getByRole('button', { name: language.submit }).click();
    const result = slot.getByRole('region', { name: language.resultHeading });
    await expect(result).toBeVisible();
    const advice = result
      .getByRole('heading', { level: 3, name: language.advice })
      .locator('xpath=following-sibling::ul[1]');
    await expect(advice.getByRole('listitem')).not.toHaveCount(0);
    const adviceText = (await advice.textContent()) ?? '';
    expect(anyEnglish(adviceText)).toEqual([]);
    const undeclared = await result.evaluate((element) => {
      const copy = element.cloneNode(true) as HTMLElement;
      for (const english of copy.querySelectorAll('[lang="en"]')) english.remove();
      return copy.textContent ?? '';
    });
    expect(englishIn(undeclared, PHONE_AI_ENGLISH)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoViolations(page, `a consultation's result in ${language.locale}`);
  });
}
