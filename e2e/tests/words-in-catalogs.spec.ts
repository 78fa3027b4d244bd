import analyticsEnglish from '@healthwatch/mfe-analytics/src/i18n/messages/en.json';
import analyticsHindi from '@healthwatch/mfe-analytics/src/i18n/messages/hi.json';
import analyticsJapanese from '@healthwatch/mfe-analytics/src/i18n/messages/ja.json';
import phoneAiEnglish from '@healthwatch/mfe-phone-ai/src/i18n/messages/en.json';
import phoneAiHindi from '@healthwatch/mfe-phone-ai/src/i18n/messages/hi.json';
import phoneAiJapanese from '@healthwatch/mfe-phone-ai/src/i18n/messages/ja.json';
import type { Locator } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { englishIn, englishRuns } from '../harness/english-runs';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

// The server sends codes and figures; the remotes word them (issue 31, "Words in catalogs"). On the
// analytics page and a consultation's result in Hindi and in Japanese, a script looks for English:
// no run of three words of any English message of the remote's catalog (the assessment's notes,
// the trends, seasonal and risk notes, the sourced guidance, the method, the advice lines, the
// consultation's explanation) may appear in the page's text, on every analytics tab; the advice list
// and the explanation have no run of three English words at all. The only text left in English is
// what is cited: the seasons' sources and the red flags' sources, marked lang="en" and left out of
// the check. axe finds nothing on any tab or on the result.

/** Citations and names every language keeps as they are. */
const NAMES = ['Noufaily et al.', 'DCAT-AP JSON-LD'];
const ANALYTICS_ENGLISH = englishRuns(Object.values(analyticsEnglish), NAMES);
const PHONE_AI_ENGLISH = englishRuns(Object.values(phoneAiEnglish), NAMES);
/** Any three English words in a row (the advice list has no name that long). */
const anyEnglish = (text: string) => text.match(/[A-Za-z]{2,}[\s,;:.]+[A-Za-z]{2,}[\s,;:.]+[A-Za-z]{2,}/g) ?? [];

/** The four tabs, by their catalog keys: the tab's name and its panel's heading. */
const TABS = [
  ['tab.outbreak', 'outbreak.heading'],
  ['tab.trends', 'trends.heading'],
  ['tab.seasonal', 'seasonal.heading'],
  ['tab.risk', 'riskPanel.heading'],
] as const;

/** A catalog message as a pattern of the text it becomes: each argument any text. */
const asPattern = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '.+')}$`);

/**
 * The text of `scope` without what it cites in English (a source's title, a red flag's source):
 * those are marked lang="en" inside a source's link or a red flag of the warning signs' list; any other
 * lang="en" is reported.
 */
async function uncitedText(scope: Locator): Promise<{ text: string; strayEnglish: string[] }> {
  return scope.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    const strayEnglish: string[] = [];
    for (const english of copy.querySelectorAll('[lang="en"]')) {
      if (!english.closest('a[href^="http"], ul[aria-label] li')) strayEnglish.push(english.textContent ?? '');
      english.remove();
    }
    return { text: copy.textContent ?? '', strayEnglish };
  });
}

const LANGUAGES = [
  {
    locale: 'hi',
    analytics: analyticsHindi,
    phoneAi: phoneAiHindi,
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
    analytics: analyticsJapanese,
    phoneAi: phoneAiJapanese,
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

    // Every tab: its notes (summary, patterns, predictions, recommendations, peaks, guidance, risk factors,
    // monitoring, emergency signs, the scoring and the trend test) come as codes and read in the language.
    for (const [tab, heading] of TABS) {
      await slot.getByRole('tab', { name: language.analytics[tab] }).click();
      const panel = slot.getByRole('tabpanel');
      await expect(
        panel.getByRole('heading', { level: 3, name: asPattern(language.analytics[heading]) }),
      ).toBeVisible();
      for (const summary of await panel.locator('summary').all())
        if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
      const { text: tabText, strayEnglish } = await uncitedText(panel);
      expect(tabText.length, `the ${tab} panel in ${language.locale}`).toBeGreaterThan(150);
      expect(strayEnglish, `English outside citations on ${tab}`).toEqual([]);
      expect(englishIn(tabText, ANALYTICS_ENGLISH), `English on ${tab} in ${language.locale}`).toEqual([]);
      await expectNoViolations(page, `the ${tab} panel in ${language.locale}`, {
        include: ['[data-remote-slot="analytics/AnalyticsPage"]'],
      });
    }
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
    // The explanation: notes worded from the catalog, no English at all (the symptoms were ticked, not typed).
    const explanation = result
      .getByRole('heading', { level: 3, name: language.phoneAi['result.howWorkedOut'] })
      .locator('xpath=following-sibling::p[1]');
    const explanationText = (await explanation.textContent()) ?? '';
    expect(explanationText.length).toBeGreaterThan(40);
    expect(anyEnglish(explanationText)).toEqual([]);
    await expect(explanation).not.toHaveAttribute('lang');
    const { text: uncited, strayEnglish } = await uncitedText(result);
    expect(strayEnglish).toEqual([]);
    expect(englishIn(uncited, PHONE_AI_ENGLISH)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoViolations(page, `a consultation's result in ${language.locale}`);
  });
}
