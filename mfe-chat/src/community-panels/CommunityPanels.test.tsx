/**
 * @jest-environment ./test-support/real-io-environment.js
 */
import { randomUUID } from 'node:crypto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io, type Socket } from 'socket.io-client';
import { DEFAULT_RUNTIME_CONFIG, onWindowEvent, type RemoteProps, DEFAULT_ACCESSIBILITY } from '@healthwatch/contracts';
import { startChatServer, UNREACHABLE_URL, type ChatServerProcess } from '../../test-support/chat-server-process';
import { chatCatalogs } from '../i18n/chat-catalogs';
import CommunityPanels from './CommunityPanels';

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

const props = (chatServerUrl: string): RemoteProps => ({
  config: { ...DEFAULT_RUNTIME_CONFIG, chatServerUrl },
  toast: () => undefined,
  theme: 'light',
  accessibility: DEFAULT_ACCESSIBILITY,
});

async function someoneJoins(nickname: string): Promise<void> {
  const socket = io(server.url, { transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  const ack = await socket
    .timeout(5000)
    .emitWithAck('presence:join', { clientId: randomUUID(), secret: randomUUID(), nickname });
  expect(ack).toMatchObject({ ok: true });
}

describe('CommunityPanels', () => {
  it('says live chat is unavailable in both panels when the chat server cannot be reached', async () => {
    render(<CommunityPanels {...props(UNREACHABLE_URL)} />);
    expect(screen.getByRole('region', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Health Community' })).toBeInTheDocument();
    expect(await screen.findAllByText('Live chat is unavailable right now. Please try again later.')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows how many people are online and opens the chat when the server answers', async () => {
    await someoneJoins('Ana');
    await someoneJoins('Bob');
    render(<CommunityPanels {...props(server.url)} />);
    expect(await screen.findAllByText('2 people online')).toHaveLength(2);
    const opened = jest.fn();
    const off = onWindowEvent('open-private-chat', opened);
    await userEvent.click(screen.getByRole('button', { name: 'Start a private chat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open the community chat' }));
    off();
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('speaks the language the shell hands it, the count in its plural', async () => {
    await Promise.all([chatCatalogs.load('ja'), chatCatalogs.load('hi')]);
    const unreachable = render(<CommunityPanels {...props(UNREACHABLE_URL)} locale="ja" />);
    expect(screen.getByRole('region', { name: 'つながる' })).toBeInTheDocument();
    expect(
      await screen.findAllByText('ライブチャットは現在ご利用いただけません。しばらくしてからもう一度お試しください。'),
    ).toHaveLength(2);
    unreachable.unmount();

    await someoneJoins('Chandra');
    render(<CommunityPanels {...props(server.url)} locale="hi" />);
    expect(screen.getByRole('region', { name: 'स्वास्थ्य समुदाय' })).toBeInTheDocument();
    expect(await screen.findAllByText(/^\d+ लोग ऑनलाइन$/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'निजी चैट शुरू करें' })).toBeInTheDocument();
  });
});
