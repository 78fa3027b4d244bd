import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';
import { chooseLanguage, expectRemoteLoaded, remoteSlot } from '../harness/shell-page';

// The chat remote in the visitor's language, chosen in Settings: the Community panels, the Private
// Chat modal's steps and form labels, the room's name and a join notice the chat server sends as
// facts and the browser words; axe finds nothing, and a reload keeps the language.

const LANGUAGES = [
  {
    locale: 'hi',
    name: 'Asha',
    privateChat: 'निजी चैट',
    connect: 'जुड़ें',
    online: /लोग ऑनलाइन|व्यक्ति ऑनलाइन|अभी चैट में कोई नहीं है/,
    chooseName: 'अपना नाम चुनें',
    nameLabel: 'आपका नाम',
    continue: 'आगे बढ़ें',
    hello: 'नमस्ते, Asha',
    joinGlobal: 'सामूहिक चैट रूम में शामिल हों',
    globalRoom: 'सामूहिक चैट रूम',
    messages: 'संदेश',
    joined: /Asha.* चैट में शामिल हुए$/,
    messageLabel: 'आपका संदेश',
    send: 'भेजें',
  },
  {
    locale: 'ja',
    name: 'Yuki',
    privateChat: 'プライベートチャット',
    connect: 'つながる',
    online: /人がオンライン|まだ誰もチャットにいません/,
    chooseName: '名前を決めてください',
    nameLabel: 'あなたの名前',
    continue: '続ける',
    hello: 'こんにちは、Yukiさん',
    joinGlobal: '全体チャットルームに参加',
    globalRoom: '全体チャットルーム',
    messages: 'メッセージ一覧',
    joined: /Yuki.*さんがチャットに参加しました$/,
    messageLabel: 'メッセージ',
    send: '送信',
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** Opens the modal from the header once the chat remote listens (a click before it has loaded opens nothing). */
async function openChat(page: Page, language: Language): Promise<Locator> {
  const panels = remoteSlot(page, 'chat/CommunityPanels');
  await expect(panels.getByRole('heading', { name: language.connect })).toBeVisible();
  await expect(panels.getByText(language.online).first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: language.privateChat });
  const opener = page.getByRole('banner').getByRole('button', { name: language.privateChat, exact: true });
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

for (const language of LANGUAGES) {
  test(`the chat speaks ${language.locale} once chosen in Settings, and after a reload`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/about');
    await expectRemoteLoaded(page, 'chat/CommunityPanels');
    await chooseLanguage(page, language.locale);
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    await page.keyboard.press('Escape');

    const dialog = await openChat(page, language);
    await expect(dialog.getByRole('heading', { name: language.chooseName })).toBeVisible();
    await expect(dialog.getByRole('button', { name: language.continue })).toBeDisabled();
    await expectNoViolations(page, `the chat's name step in ${language.locale}`);
    await dialog.getByLabel(language.nameLabel).fill(language.name);
    await dialog.getByRole('button', { name: language.continue }).click();
    await expect(dialog.getByRole('heading', { name: language.hello })).toBeVisible();

    await dialog.getByRole('button', { name: language.joinGlobal }).click();
    await expect(dialog.getByRole('heading', { name: language.globalRoom })).toBeVisible();
    const messages = dialog.getByRole('list', { name: language.messages });
    await expect(messages.getByText(language.joined)).toBeVisible();
    await expect(messages.getByText(/joined the chat/)).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: language.messageLabel })).toBeVisible();
    await expect(dialog.getByRole('button', { name: language.send })).toBeDisabled();
    await expectNoViolations(page, `the global chat room in ${language.locale}`);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
    const again = await openChat(page, language);
    await expect(again.getByRole('heading', { name: language.chooseName })).toBeVisible();
    await expect(again.getByLabel(language.nameLabel)).toBeVisible();
    await expectNoViolations(page, `the chat after a reload in ${language.locale}`);
  });
}
