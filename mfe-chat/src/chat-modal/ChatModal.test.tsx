/**
 * @jest-environment ./test-support/real-io-environment.js
 */
import { randomUUID } from 'node:crypto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io, type Socket } from 'socket.io-client';
import {
  claimAnnouncement,
  DEFAULT_RUNTIME_CONFIG,
  emitWindowEvent,
  privateRoomId,
  type Locale,
  type RemoteProps,
  DEFAULT_ACCESSIBILITY,
} from '@healthwatch/contracts';
import { startChatServer, UNREACHABLE_URL, type ChatServerProcess } from '../../test-support/chat-server-process';
import { pageClientId } from '../chat-client/client-id';
import { chatCatalogs } from '../i18n/chat-catalogs';
import ChatModal from './ChatModal';

let server: ChatServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startChatServer();
}, 30_000);
// Socket events from the real server update state at any moment, outside act(); assertions wait with findBy/waitFor.
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await server.stop();
});

function setup(chatServerUrl = server.url, locale?: Locale) {
  const toast = jest.fn();
  const props: RemoteProps = {
    config: { ...DEFAULT_RUNTIME_CONFIG, chatServerUrl },
    toast,
    theme: 'light',
    accessibility: DEFAULT_ACCESSIBILITY,
    ...(locale ? { locale } : {}),
  };
  const view = render(
    <>
      <button type="button" onClick={() => emitWindowEvent('open-private-chat', undefined)}>
        Private Chat
      </button>
      <ChatModal {...props} />
    </>,
  );
  return { toast, user: userEvent.setup(), view };
}

/** Another visitor, as a plain socket.io client on the same server. */
async function otherVisitor(nickname: string) {
  const socket = io(server.url, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const id = randomUUID();
  expect(
    await socket.timeout(5000).emitWithAck('presence:join', { clientId: id, secret: randomUUID(), nickname }),
  ).toMatchObject({ ok: true });
  return { socket, id, nickname };
}

async function openAndJoin(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Private Chat' }));
  await user.type(screen.getByLabelText('Your name'), name);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: `Hello, ${name.trim()}` });
}

describe('ChatModal', () => {
  it('opens on open-private-chat as a labelled modal dialog of 600px, traps focus and returns it on Escape', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Private Chat' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Private Chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ height: '600px' });
    const nameInput = within(dialog).getByLabelText('Your name');
    expect(nameInput).toHaveFocus();

    // Continue only for a non-blank name.
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await user.type(nameInput, '   ');
    expect(continueButton).toBeDisabled();
    await user.type(nameInput, 'Ana');
    expect(continueButton).toBeEnabled();

    // Tab cycles inside the dialog.
    await user.tab();
    expect(continueButton).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close chat' })).toHaveFocus();
    await user.tab();
    expect(nameInput).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close chat' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it("speaks the suite's notifications from inside itself while open, and leaves them to the shell once closed", async () => {
    const { user } = setup(UNREACHABLE_URL);
    expect(claimAnnouncement({ kind: 'info', message: 'Before opening' })).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Private Chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Private Chat' });

    expect(claimAnnouncement({ kind: 'success', message: 'Report saved' })).toBe(true);
    expect(claimAnnouncement({ kind: 'error', message: 'Could not load' })).toBe(true);
    const polite = await within(dialog).findByText('Report saved');
    expect(polite.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog).getByText('Could not load').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');

    await user.keyboard('{Escape}');
    expect(claimAnnouncement({ kind: 'info', message: 'After closing' })).toBe(false);
  });

  it('says live chat is unavailable when the server cannot be reached', async () => {
    const { user } = setup(UNREACHABLE_URL);
    await user.click(screen.getByRole('button', { name: 'Private Chat' }));
    await user.type(screen.getByLabelText('Your name'), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Live chat is unavailable right now. Please try again later.',
    );
  });

  it('welcomes, lists people, chats privately, leaves, and joins the global room', async () => {
    const bob = await otherVisitor('Bob');
    const { user, toast } = setup();
    await openAndJoin(user, '  Ana ');
    expect(toast).toHaveBeenCalledWith('success', 'Welcome, Ana!');

    await user.click(screen.getByRole('button', { name: 'Send Message to Someone' }));
    const invited = new Promise<{ roomId: string }>((resolve) => bob.socket.once('room:invited', resolve));
    await user.click(await screen.findByRole('button', { name: 'Chat with Bob' }));
    expect(await screen.findByRole('heading', { name: 'Chat with Bob' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('success', 'Connected with Bob!');
    const roomId = privateRoomId(pageClientId(), bob.id);
    expect((await invited).roomId).toBe(roomId);

    // Bob answers; the message shows and is announced politely.
    expect(await bob.socket.timeout(5000).emitWithAck('room:join', { roomId })).toMatchObject({ ok: true });
    await bob.socket.timeout(5000).emitWithAck('message:send', { roomId, id: randomUUID(), message: 'Hi Ana' });
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(await within(messages).findByText('Hi Ana')).toBeInTheDocument();
    const live = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('Bob says: Hi Ana'));

    // Ana replies; Bob receives it.
    const bobGets = new Promise<{ message: { message: string } }>((resolve) =>
      bob.socket.on(
        'room:message',
        (p: { message: { message: string; messageType: string } }) =>
          p.message.messageType === 'text' && p.message.message === 'Hello Bob' && resolve(p),
      ),
    );
    const input = screen.getByLabelText('Message');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, 'Hello Bob{Enter}');
    expect((await bobGets).message.message).toBe('Hello Bob');
    await waitFor(() => expect(input).toHaveValue(''));
    expect(within(messages).getByText('Hello Bob')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave Room' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Ana' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('info', 'Left the chat room');

    await user.click(screen.getByRole('button', { name: 'Join Global Chat Room' }));
    expect(await screen.findByRole('heading', { name: 'Global Chat Room' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('success', 'Joined global chat room!');
    expect(
      await within(screen.getByRole('list', { name: 'Messages' })).findByText('Ana joined the chat'),
    ).toBeInTheDocument();
  });

  it('tells an invited visitor and lets them open the private room; a refused send says why inside the dialog', async () => {
    const { user, toast } = setup();
    await openAndJoin(user, 'Cleo');
    const dan = await otherVisitor('Dan');
    const roomId = privateRoomId(pageClientId(), dan.id);
    expect(await dan.socket.timeout(5000).emitWithAck('room:join', { roomId })).toMatchObject({ ok: true });

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('info', 'Dan wants to chat with you. Open Private Chat to reply.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Open chat with Dan' }));
    expect(await screen.findByRole('heading', { name: 'Chat with Dan' })).toBeInTheDocument();

    // The server allows 10 messages per 10 s per connection; the 11th is refused.
    const input = screen.getByLabelText('Message');
    for (let i = 1; i <= 11; i++) {
      await user.type(input, `message ${i}{Enter}`);
      if (i <= 10) await waitFor(() => expect(input).toHaveValue(''));
    }
    // Said inside the dialog, tied to the box that still holds the message, not in a notification outside it.
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Failed to send message: Too many requests, slow down');
    expect(screen.getByRole('dialog')).toContainElement(failure);
    expect(input).toHaveAccessibleDescription('Failed to send message: Too many requests, slow down');
    expect(input).toHaveValue('message 11');
    expect(toast).not.toHaveBeenCalledWith('error', expect.anything());
    await act(async () => undefined);
  });

  it('speaks the language the shell hands it: steps, a join notice worded from its facts, refusals by code', async () => {
    await chatCatalogs.load('hi');
    const bob = await otherVisitor('Bob');
    const { user, toast } = setup(server.url, 'hi');
    await user.click(screen.getByRole('button', { name: 'Private Chat' }));
    const dialog = screen.getByRole('dialog', { name: 'निजी चैट' });
    expect(within(dialog).getByRole('heading', { name: 'अपना नाम चुनें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'चैट बंद करें' })).toBeInTheDocument();

    // A reserved name: the chat server refuses it with a code, worded here in Hindi with its limits.
    await user.type(within(dialog).getByLabelText('आपका नाम'), 'System');
    await user.click(within(dialog).getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'उपनाम में 1 से 40 दिखने वाले अक्षर होने चाहिए और वह कोई आरक्षित नाम नहीं होना चाहिए',
    );

    await user.clear(within(dialog).getByLabelText('आपका नाम'));
    await user.type(within(dialog).getByLabelText('आपका नाम'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByRole('heading', { name: 'नमस्ते, Ana' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('success', 'स्वागत है, Ana!');

    // Bob arrives in Ana's notice batch or the next: names are listed the Hindi way either way.
    await user.click(screen.getByRole('button', { name: 'सामूहिक चैट रूम में शामिल हों' }));
    expect(await screen.findByRole('heading', { name: 'सामूहिक चैट रूम' })).toBeInTheDocument();
    expect(await bob.socket.timeout(5000).emitWithAck('room:join', { roomId: 'global' })).toMatchObject({ ok: true });
    const messages = screen.getByRole('list', { name: 'संदेश' });
    expect(await within(messages).findByText(/^(Ana और )?Bob चैट में शामिल हुए$/)).toBeInTheDocument();
    expect(screen.getByLabelText('आपका संदेश')).toBeInTheDocument();
    expect(within(messages).queryByText(/joined the chat/)).not.toBeInTheDocument();
    await act(async () => undefined);
  });
});
