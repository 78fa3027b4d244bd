import type { Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';
import { collectErrors } from '../harness/page-errors';

// The shell's own words in the visitor's language: the About page (headings, FAQ, title), the
// Report page's heading and title, and the panels a visitor meets when a remote is down (the
// report form's error panel, the community placeholder). Chosen in Settings, kept over a reload
// without the English prerendered page showing, and axe finds nothing.

// A visitor whose service worker already keeps a remote's files is served that copy when the
// remote's server is down (offline-pwa.spec.ts); the error panel is what a visitor without one sees.
test.use({ serviceWorkers: 'block' });

const LANGUAGES = [
  {
    locale: 'hi',
    nav: 'मुख्य',
    settings: 'सेटिंग्स',
    aboutLabel: 'परिचय',
    aboutHeading: 'HealthWatch के बारे में',
    mission: 'हमारा उद्देश्य',
    faqHeading: 'अक्सर पूछे जाने वाले सवाल',
    faqQuestion: 'क्या लक्षण बताने के लिए खाता ज़रूरी है?',
    reportLabel: 'लक्षण बताएँ',
    reportHeading: 'हमें बताएँ कि आप कैसा महसूस कर रहे हैं',
    community: 'समुदाय',
    connect: 'जुड़ें',
    chatUnavailable: 'लाइव चैट अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
    errorTitle: 'कुछ गड़बड़ हो गई',
    unavailable: 'HealthWatch का यह हिस्सा लोड नहीं हो सका। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करें।',
    retry: 'फिर से कोशिश करें',
  },
  {
    locale: 'ja',
    nav: 'メイン',
    settings: '設定',
    aboutLabel: '概要',
    aboutHeading: 'HealthWatch について',
    mission: '私たちの使命',
    faqHeading: 'よくある質問',
    faqQuestion: '症状を報告するのにアカウントは必要ですか？',
    reportLabel: '症状を報告',
    reportHeading: '体調を教えてください',
    community: 'コミュニティ',
    connect: 'つながる',
    chatUnavailable: 'ライブチャットは現在ご利用いただけません。しばらくしてからもう一度お試しください。',
    errorTitle: '問題が発生しました',
    unavailable: 'HealthWatch のこの部分を読み込めませんでした。接続を確認してから、もう一度お試しください。',
    retry: '再試行',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** English the shell would show on these pages; none of it may be visible once a language is chosen. */
const ENGLISH = [
  'About HealthWatch',
  'Our mission',
  'Frequently asked questions',
  'Report Symptoms',
  'Something went wrong',
  'Try Again',
  'Live chat is unavailable',
];

/** From the next load on, records every frame in which #root is visible with any of ENGLISH in it. */
async function watchForEnglish(page: Page): Promise<void> {
  await page.addInitScript((english: string[]) => {
    const flashes: string[] = [];
    (window as unknown as { englishFlashes: string[] }).englishFlashes = flashes;
    const watch = () => {
      const root = document.getElementById('root');
      if (root && getComputedStyle(root).visibility === 'visible') {
        const text = root.textContent ?? '';
        for (const words of english) if (text.includes(words)) flashes.push(words);
      }
      if (performance.now() < 15_000) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, ENGLISH);
}

const englishFlashes = (page: Page) =>
  page.evaluate(() => (window as unknown as { englishFlashes?: string[] }).englishFlashes ?? []);

async function expectAbout(page: Page, language: Language): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: language.aboutHeading })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: language.mission })).toBeVisible();
  const faq = page.getByRole('region', { name: language.faqHeading });
  await expect(faq.getByRole('heading', { level: 2, name: language.faqHeading })).toBeVisible();
  await expect(faq.getByRole('term').first()).toHaveText(language.faqQuestion);
  await expect(faq.getByRole('definition')).toHaveCount(4);
  await expect(page).toHaveTitle(`${language.aboutLabel} | HealthWatch`);
  await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
  const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    mainEntity: { name: string }[];
  };
  expect(structured.mainEntity[0]?.name).toBe(language.faqQuestion);
}

for (const language of LANGUAGES) {
  test(`the About and Report pages in ${language.locale}: headings, FAQ, title, a remote that is down, and a reload`, async ({
    page,
    services,
  }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);

    // About, chosen in Settings.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About HealthWatch' })).toBeVisible();
    await chooseLanguage(page, language.locale);
    await expectAbout(page, language);
    await page.keyboard.press('Escape');
    await expectNoViolations(page, `/about in ${language.locale}`);

    // Report, through the translated navigation.
    await page
      .getByRole('navigation', { name: language.nav })
      .getByRole('link', { name: language.reportLabel })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: language.reportLabel })).toBeVisible();
    await expect(page).toHaveTitle(`${language.reportLabel} | HealthWatch`);
    await expectRemoteLoaded(page, 'report/ReportPage');
    await expect(
      remoteSlot(page, 'report/ReportPage').getByRole('heading', { name: language.reportHeading }),
    ).toBeVisible();
    await expectNoViolations(page, `/report in ${language.locale}`);
    expect(errors).toEqual([]);

    // A reload of /about starts in the language, and no frame shows the English prerendered page.
    await watchForEnglish(page);
    await page.goto('/about');
    await expectAbout(page, language);
    await expect(page.getByRole('button', { name: language.settings })).toBeEnabled();
    expect(await englishFlashes(page)).toEqual([]);
    await expectNoViolations(page, `/about in ${language.locale} after a reload`);
    expect(errors).toEqual([]);

    // The report and chat remotes down: /report's slot shows the error panel, the community
    // column its placeholder, both in the language (failed requests are logged by the browser).
    await services.stop('report');
    await services.stop('chat');
    await page.goto('/report');
    await expect(page.getByRole('heading', { level: 1, name: language.reportLabel })).toBeVisible();
    const panel = remoteSlot(page, 'report/ReportPage').getByTestId('remote-error');
    await expect(panel).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('heading', { name: language.errorTitle })).toBeVisible();
    await expect(panel.getByText(language.unavailable)).toBeVisible();
    await expect(panel.getByRole('button', { name: language.retry })).toBeVisible();
    const community = page.getByRole('complementary', { name: language.community });
    await expect(community.getByRole('heading', { name: language.connect })).toBeVisible();
    await expect(community.getByText(language.chatUnavailable).first()).toBeVisible();
    expect(await englishFlashes(page)).toEqual([]);
    await expectNoViolations(page, `/report in ${language.locale} with the report remote down`);

    // Back up: Try Again brings the form, in the language, without a reload.
    await services.start('report');
    await panel.getByRole('button', { name: language.retry }).click();
    await expectRemoteLoaded(page, 'report/ReportPage');
    await expect(
      remoteSlot(page, 'report/ReportPage').getByRole('heading', { name: language.reportHeading }),
    ).toBeVisible();
  });
}
