import type { ChatErrorCode, ErrorParams } from '../errors/codes';
import type {
  AvailableUser,
  ChatMessage,
  ChatRoomInfo,
  HeartbeatPayload,
  PresenceJoinPayload,
  RoomRefPayload,
  SendMessagePayload,
} from './schemas';

/**
 * A refusal: the English reason, its stable code (../errors/codes.ts CHAT_ERROR_CODES) and the values a
 * translated message needs.
 */
export interface ChatRefusal {
  error: string;
  code: ChatErrorCode;
  params?: ErrorParams;
}

/** Every acknowledgement: success with data, or a refusal with a human-readable reason and its code. */
export type ChatAck<T extends object = object> = ({ ok: true } & T) | ({ ok: false } & ChatRefusal);
export type AckCallback<T extends object = object> = (response: ChatAck<T>) => void;

export const CHAT_CLIENT_EVENTS = {
  presenceJoin: 'presence:join',
  heartbeat: 'presence:heartbeat',
  roomJoin: 'room:join',
  roomLeave: 'room:leave',
  messageSend: 'message:send',
} as const;

export const CHAT_SERVER_EVENTS = {
  presenceChanges: 'presence:changes',
  message: 'room:message',
  invited: 'room:invited',
  expired: 'room:expired',
  error: 'chat:error',
} as const;

export interface PresenceJoinResult {
  self: AvailableUser;
  users: AvailableUser[];
}
export interface HeartbeatResult {
  lastSeen: string;
}
export interface RoomJoinResult {
  room: ChatRoomInfo;
  messages: ChatMessage[];
}
export interface SendMessageResult {
  message: ChatMessage;
  duplicate: boolean;
}

/** Events a browser sends; each carries an acknowledgement callback. */
export interface ChatClientToServerEvents {
  'presence:join': (payload: PresenceJoinPayload, ack: AckCallback<PresenceJoinResult>) => void;
  'presence:heartbeat': (payload: HeartbeatPayload, ack: AckCallback<HeartbeatResult>) => void;
  'room:join': (payload: RoomRefPayload, ack: AckCallback<RoomJoinResult>) => void;
  'room:leave': (payload: RoomRefPayload, ack: AckCallback) => void;
  'message:send': (payload: SendMessagePayload, ack: AckCallback<SendMessageResult>) => void;
}

/**
 * Presence changes since the last batch (a few hundred milliseconds), never the whole list: who arrived,
 * who went, whose lastSeen moved. An id appears in at most one of joined/left.
 */
export interface PresenceChangesPayload {
  joined: AvailableUser[];
  left: string[];
  seen: Array<{ id: string; lastSeen: string }>;
}
export interface RoomMessagePayload {
  roomId: string;
  message: ChatMessage;
}
export interface RoomInvitePayload {
  roomId: string;
  from: { id: string; nickname: string };
}

/** Events the server pushes. Presence travels as batched changes, never as the whole list. */
export interface ChatServerToClientEvents {
  'presence:changes': (payload: PresenceChangesPayload) => void;
  'room:message': (payload: RoomMessagePayload) => void;
  'room:invited': (payload: RoomInvitePayload) => void;
  'room:expired': (payload: { roomId: string }) => void;
  'chat:error': (payload: ChatRefusal) => void;
}

/** GET {chatServerUrl}/presence/count */
export interface PresenceCountResponse {
  online: number;
}
