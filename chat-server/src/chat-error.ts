import type { ChatRefusal } from '@healthwatch/contracts/chat/index';
import { CHAT_MESSAGE_MAX, CHAT_NICKNAME_MAX } from '@healthwatch/contracts/chat/limits';
import type { ChatErrorCode, ErrorParams } from '@healthwatch/contracts/errors/codes';

export const CHAT_ERRORS = {
  notJoined: 'Join the chat with a nickname first',
  alreadyJoined: 'This connection has already joined the chat',
  identityTaken: 'This chat identity belongs to another visitor',
  invalidNickname: 'Nickname must be 1 to 40 visible characters and not a reserved name',
  invalidMessage: 'Message must be 1 to 1000 characters',
  unknownRoom: 'Unknown room',
  forbiddenRoom: 'You cannot join this room',
  peerOffline: 'That person is no longer online',
  notMember: 'Join the room before sending messages',
  notInRoom: 'You are not in this room',
  expired: 'This room has expired',
  idReused: 'Message id already used',
  rateLimited: 'Too many requests, slow down',
  tooManyConnections: 'Too many connections from your network, try again later',
  unknownEvent: 'Unknown event',
  internal: 'Something went wrong on the chat server',
} as const;

export type ChatErrorKey = keyof typeof CHAT_ERRORS;

/** Each refusal's stable code (contracts CHAT_ERROR_CODES) and the values its message names. */
const CODES: Record<ChatErrorKey, { code: ChatErrorCode; params?: ErrorParams }> = {
  notJoined: { code: 'not-joined' },
  alreadyJoined: { code: 'already-joined' },
  identityTaken: { code: 'identity-taken' },
  invalidNickname: { code: 'invalid-nickname', params: { min: 1, max: CHAT_NICKNAME_MAX } },
  invalidMessage: { code: 'invalid-message', params: { min: 1, max: CHAT_MESSAGE_MAX } },
  unknownRoom: { code: 'unknown-room' },
  forbiddenRoom: { code: 'forbidden-room' },
  peerOffline: { code: 'peer-offline' },
  notMember: { code: 'not-member' },
  notInRoom: { code: 'not-in-room' },
  expired: { code: 'room-expired' },
  idReused: { code: 'message-id-reused' },
  rateLimited: { code: 'rate-limited' },
  tooManyConnections: { code: 'too-many-connections' },
  unknownEvent: { code: 'unknown-event' },
  internal: { code: 'internal' },
};

/** The refusal for one of CHAT_ERRORS: its English message, code and params. */
export function chatRefusal(key: ChatErrorKey): ChatRefusal {
  return { error: CHAT_ERRORS[key], ...CODES[key] };
}

/** A refusal whose message is safe to show to the visitor. */
export class ChatError extends Error {
  readonly refusal: ChatRefusal;
  constructor(key: ChatErrorKey) {
    super(CHAT_ERRORS[key]);
    this.name = 'ChatError';
    this.refusal = chatRefusal(key);
  }
}
