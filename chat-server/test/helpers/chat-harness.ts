import { randomUUID } from 'node:crypto';
import { io as connectClient, type Socket } from 'socket.io-client';
import type {
  ChatAck,
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  PresenceChangesPayload,
} from '@healthwatch/contracts/chat/index';
import { createChatServer, type ChatServer, type ChatServerOptions } from '../../src/create-chat-server';

export type TestClient = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

export interface RunningServer {
  server: ChatServer;
  url: string;
}

const running: RunningServer[] = [];
const clients: Socket[] = [];

/** A real chat server on a free loopback port; timers off unless asked for, so tests tick by hand. */
export async function startServer(options: Partial<ChatServerOptions> = {}): Promise<RunningServer> {
  const server = await createChatServer({
    allowedOrigins: ['http://allowed.test'],
    presenceTickMs: 0,
    roomSweepMs: 0,
    ...options,
  });
  const port = await server.listen(0, '127.0.0.1');
  const entry = { server, url: `http://127.0.0.1:${port}` };
  running.push(entry);
  return entry;
}

export function connect(url: string, options: Parameters<typeof connectClient>[1] = {}): Promise<TestClient> {
  const socket: TestClient = connectClient(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  clients.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Emits an event with an acknowledgement; untyped on purpose so tests can send malformed payloads. */
export function request<T extends object = Record<string, unknown>>(
  socket: Socket,
  event: string,
  ...args: unknown[]
): Promise<ChatAck<T>> {
  return socket.timeout(3000).emitWithAck(event, ...args) as Promise<ChatAck<T>>;
}

/** Like request, but fails the test unless the server accepted. */
export async function expectOk<T extends object = Record<string, unknown>>(
  socket: Socket,
  event: string,
  ...args: unknown[]
): Promise<T> {
  const response = await request<T>(socket, event, ...args);
  if (!response.ok) throw new Error(`${event} refused: ${response.error}`);
  return response;
}

/** Resolves with the next matching event. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  match: (payload: T) => boolean = () => true,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** The next presence batch that announces this arrival. */
export function arrivalOf(socket: Socket, id: string): Promise<PresenceChangesPayload> {
  return nextEvent<PresenceChangesPayload>(socket, 'presence:changes', (p) => p.joined.some((u) => u.id === id));
}

/** The next presence batch that announces this departure. */
export function departureOf(socket: Socket, id: string): Promise<PresenceChangesPayload> {
  return nextEvent<PresenceChangesPayload>(socket, 'presence:changes', (p) => p.left.includes(id));
}

/** Collects every payload of an event, to assert later that something did NOT arrive. */
export function collect<T>(socket: Socket, event: string): T[] {
  const seen: T[] = [];
  socket.on(event, (payload: T) => seen.push(payload));
  return seen;
}

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Visitor {
  socket: TestClient;
  id: string;
  nickname: string;
}

/** Connects and joins presence under a fresh client id. */
export async function visitor(url: string, nickname: string): Promise<Visitor> {
  const socket = await connect(url);
  const id = randomUUID();
  await expectOk(socket, 'presence:join', { clientId: id, secret: randomUUID(), nickname });
  return { socket, id, nickname };
}

export async function cleanup(): Promise<void> {
  for (const socket of clients.splice(0)) socket.disconnect();
  for (const { server } of running.splice(0)) await server.close();
}
