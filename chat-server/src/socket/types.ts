import type { Server, Socket } from 'socket.io';
import type { ChatServerToClientEvents, CHAT_CLIENT_EVENTS } from '@healthwatch/contracts/chat/index';

/** What a socket remembers about its visitor; restored with connection state recovery. */
export interface ChatSocketData {
  clientId?: string;
  nickname?: string;
  /** Keyed hash of the connection's address, for the per-address budgets (never the address itself). */
  addressKey?: string;
}

type ClientEventName = (typeof CHAT_CLIENT_EVENTS)[keyof typeof CHAT_CLIENT_EVENTS];
/** Incoming payloads are untrusted until their schema has checked them, so they arrive as unknown. */
export type UncheckedClientEvents = Record<ClientEventName, (...args: unknown[]) => void>;

export type ChatIo = Server<UncheckedClientEvents, ChatServerToClientEvents, Record<string, never>, ChatSocketData>;
export type ChatSocket = Socket<UncheckedClientEvents, ChatServerToClientEvents, Record<string, never>, ChatSocketData>;

/** Sockets that joined presence, so presence changes reach only chat participants. */
export const PRESENCE_ROOM = 'presence';
/** A personal room per client id, so an invitation reaches the person on whichever process they are. */
export const userRoom = (clientId: string) => `user:${clientId}`;
