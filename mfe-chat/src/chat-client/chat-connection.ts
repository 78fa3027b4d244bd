import { io, type Socket } from 'socket.io-client';
import {
  CHAT_ACK_TIMEOUT_MS,
  type ChatAck,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type HeartbeatResult,
  type PresenceJoinResult,
  type RoomJoinResult,
  type SendMessageResult,
} from '@healthwatch/contracts';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** The calls the modal makes; every one resolves with the server's acknowledgement, or a refusal on time-out. */
export interface ChatConnection {
  socket: ChatSocket;
  joinPresence(identity: { clientId: string; secret: string }, nickname: string): Promise<ChatAck<PresenceJoinResult>>;
  heartbeat(): Promise<ChatAck<HeartbeatResult>>;
  joinRoom(roomId: string): Promise<ChatAck<RoomJoinResult>>;
  leaveRoom(roomId: string): Promise<ChatAck>;
  send(roomId: string, id: string, message: string): Promise<ChatAck<SendMessageResult>>;
  close(): void;
}

export const NO_ANSWER = 'The chat server did not answer';
const timeoutRefusal = { ok: false as const, error: NO_ANSWER, code: 'no-answer' as const };

export function createChatConnection(url: string): ChatConnection {
  // WebSocket only: several chat-server processes behind a balancer then need no sticky sessions (docs/DESIGN.md §7).
  const socket: ChatSocket = io(url, { transports: ['websocket'], autoConnect: true });
  const ask = <T extends object>(emit: (s: ChatSocket) => Promise<ChatAck<T>>): Promise<ChatAck<T>> =>
    emit(socket).catch(() => timeoutRefusal);
  const timed = () => socket.timeout(CHAT_ACK_TIMEOUT_MS);
  return {
    socket,
    joinPresence: ({ clientId, secret }, nickname) =>
      ask(() => timed().emitWithAck('presence:join', { clientId, secret, nickname })),
    heartbeat: () => ask(() => timed().emitWithAck('presence:heartbeat', {})),
    joinRoom: (roomId) => ask(() => timed().emitWithAck('room:join', { roomId })),
    leaveRoom: (roomId) => ask(() => timed().emitWithAck('room:leave', { roomId })),
    send: (roomId, id, message) => ask(() => timed().emitWithAck('message:send', { roomId, id, message })),
    close: () => socket.disconnect(),
  };
}

/** Resolves once connected, or rejects when the first attempt fails. */
export function whenConnected(socket: ChatSocket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      socket.off('connect', onConnect);
      reject(error);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}
