import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from '../harness/axe';
import { expect, test } from '../harness/fixtures';

const headerChatButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Private Chat', exact: true });

/**
 * Clicks the header's Private Chat button once the chat remote is mounted: the modal listens for the
 * window event, so a click before the remote has loaded opens nothing (the shell owns that case).
 */
async function openChat(page: Page): Promise<Locator> {
  const community = page.getByRole('complementary', { name: 'Community' });
  await expect(community.getByText(/people online|person online|No one is in the chat yet/).first()).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Private Chat' });
  await expect(async () => {
    if (!(await dialog.isVisible())) await headerChatButton(page).click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/** Opens the chat from the header and joins under a name; returns the dialog. */
async function joinChat(page: Page, name: string): Promise<Locator> {
  await page.goto('/about');
  const dialog = await openChat(page);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: `Hello, ${name}` })).toBeVisible();
  // Shown by the shell's notifications, and spoken from inside the dialog (a line only screen readers read).
  await expect(page.getByTestId('toasts').getByText(`Welcome, ${name}!`)).toBeVisible();
  return dialog;
}

async function send(dialog: Locator, text: string): Promise<void> {
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

const messages = (dialog: Locator) => dialog.getByRole('list', { name: 'Messages' });

/** axe on the open dialog and the Community panels, in the current theme. */
async function expectAccessible(page: Page): Promise<void> {
  await expectNoViolations(page, 'the chat', {
    include: ['[role="dialog"]', '[data-remote-slot="chat/CommunityPanels"]'],
  });
}

test.describe('live chat', () => {
  test('two visitors chat in the global room, then privately', async ({ browser, page, suite }) => {
    const other = await browser.newContext({ baseURL: suite.shellUrl });
    try {
      const bobPage = await other.newPage();
      const ana = await joinChat(page, 'Ana');
      const bob = await joinChat(bobPage, 'Bob');
      await bob.getByRole('button', { name: 'Send Message to Someone' }).click();
      await expect(bob.getByRole('button', { name: 'Chat with Ana' })).toBeVisible();
      await expectAccessible(bobPage);
      await bob.getByRole('button', { name: 'Send Message to Someone' }).click();

      // Global room.
      await ana.getByRole('button', { name: 'Join Global Chat Room' }).click();
      await expect(ana.getByRole('heading', { name: 'Global Chat Room' })).toBeVisible();
      await expect(page.getByTestId('toasts').getByText('Joined global chat room!')).toBeVisible();
      await bob.getByRole('button', { name: 'Join Global Chat Room' }).click();
      await expect(bob.getByRole('heading', { name: 'Global Chat Room' })).toBeVisible();
      await expect(messages(ana).getByText('Bob joined the chat')).toBeVisible();
      await send(ana, 'Hello everyone');
      await expect(messages(bob).getByText('Hello everyone')).toBeVisible();
      await send(bob, 'Hi Ana, Bob here');
      await expect(messages(ana).getByText('Hi Ana, Bob here')).toBeVisible();

      // Bob leaves and opens a private room with Ana.
      await bob.getByRole('button', { name: 'Leave Room' }).click();
      await expect(bobPage.getByTestId('toasts').getByText('Left the chat room')).toBeVisible();
      await expect(messages(ana).getByText('Bob left the chat')).toBeVisible();
      await bob.getByRole('button', { name: 'Send Message to Someone' }).click();
      await bob.getByRole('button', { name: 'Chat with Ana' }).click();
      await expect(bob.getByRole('heading', { name: 'Chat with Ana' })).toBeVisible();
      await expect(bobPage.getByTestId('toasts').getByText('Connected with Ana!')).toBeVisible();

      // Ana is told, leaves the global room and accepts.
      await expect(
        page.getByTestId('toasts').getByText('Bob wants to chat with you. Open Private Chat to reply.'),
      ).toBeVisible();
      await ana.getByRole('button', { name: 'Leave Room' }).click();
      await ana.getByRole('button', { name: 'Open chat with Bob' }).click();
      await expect(ana.getByRole('heading', { name: 'Chat with Bob' })).toBeVisible();
      await send(bob, 'Just between us');
      await expect(messages(ana).getByText('Just between us')).toBeVisible();
      await send(ana, 'Agreed');
      await expect(messages(bob).getByText('Agreed')).toBeVisible();
      await expectAccessible(page);
      // The global room did not see the private messages.
      await expect(messages(ana).getByText('Hello everyone')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test("the chat's notifications show above its dialog, and closing one leaves the dialog open", async ({ page }) => {
    // The shell's notifications sat under the dialog's backdrop: dimmed past reading, and a press on a
    // notification's Close landed on the backdrop, which closes the chat.
    const dialog = await joinChat(page, 'Asha');
    const toast = page.getByTestId('toasts').getByText('Welcome, Asha!');
    const onTop = await toast.evaluate(async (el) => {
      // Once it has slid in.
      await Promise.all((el.closest('[data-kind]')?.getAnimations() ?? []).map((a) => a.finished));
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, 'the notification is the topmost thing where it is drawn').toBe(true);
    // VoiceOver hears no live region outside an open modal dialog: the dialog speaks it, the shell only shows it.
    await expect(dialog.locator('[aria-live="polite"]').getByText('Welcome, Asha!')).toHaveCount(1);
    await expect(
      page.getByTestId('toasts').locator('[aria-live] [data-kind]', { hasText: 'Welcome, Asha!' }),
    ).toHaveCount(0);
    // By its label, not its role: the modal dialog hides the page's other buttons from role queries.
    await page
      .getByTestId('toasts')
      .locator('[data-kind]', { hasText: 'Welcome, Asha!' })
      .getByLabel('Close notification')
      .click();
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });

  test.describe('on a short phone', () => {
    test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

    test("a notification leaves the dialog's Close free to press", async ({ page }) => {
      // The dialog fills a phone's width, and its Close sat under the notifications' top-right corner for five
      // seconds: a press on it reached the notification instead.
      const dialog = await joinChat(page, 'Ravi');
      const close = dialog.getByRole('button', { name: 'Close chat' });
      const seen = await close.evaluate(async (button) => {
        const toasts = [...document.querySelectorAll('[data-testid="toasts"] [data-kind]')];
        await Promise.all(toasts.flatMap((toast) => toast.getAnimations().map((a) => a.finished)));
        const box = button.getBoundingClientRect();
        const covers = (toast: Element) => {
          const t = toast.getBoundingClientRect();
          return t.left < box.right && t.right > box.left && t.top < box.bottom && t.bottom > box.top;
        };
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { toasts: toasts.length, covered: toasts.filter(covers).length, pressable: button.contains(hit) };
      });
      expect(seen).toEqual({ toasts: 1, covered: 0, pressable: true });
      await expect(page.getByTestId('toasts').getByText('Welcome, Ravi!')).toBeVisible();
      await close.tap();
      await expect(dialog).toHaveCount(0);
    });
  });

  test('the dialog traps focus, closes on Escape and gives focus back to the Private Chat button', async ({ page }) => {
    await page.goto('/about');
    const opener = headerChatButton(page);
    const dialog = await openChat(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByLabel('Your name')).toBeFocused();
    const box = await dialog.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(600);
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // Dark theme too.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await openChat(page);
    await expectAccessible(page);
  });

  test('the Community panels show who is online and open the chat; without the server they say it is unavailable', async ({
    page,
    services,
  }) => {
    await page.goto('/about');
    const community = page.getByRole('complementary', { name: 'Community' });
    await expect(community.getByRole('region', { name: 'Connect' })).toBeVisible();
    await expect(community.getByText(/people online|person online|No one is in the chat yet/).first()).toBeVisible();
    await community.getByRole('button', { name: 'Start a private chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Private Chat' })).toBeVisible();
    await page.keyboard.press('Escape');

    await services.stop('chat-server');
    await page.reload();
    await expect(
      community.getByText('Live chat is unavailable right now. Please try again later.').first(),
    ).toBeVisible();
  });
});
