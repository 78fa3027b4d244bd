import { Type, type Static } from '@sinclair/typebox';
import { CHAT_MESSAGE_MAX, CHAT_NICKNAME_MAX } from './limits';

// Lower case only: crypto.randomUUID() writes it so, and one spelling per id means an id cannot be
// claimed a second time in upper case.
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** A client id: a random UUID generated on each page load (docs/SPEC.md §6). */
export const ClientIdSchema = Type.String({ pattern: UUID_PATTERN, maxLength: 36 });
/** Room ids: 'global' or 'private:<uuid>:<uuid>'; the length cap rejects huge strings before any parsing. */
export const RoomIdSchema = Type.String({ minLength: 1, maxLength: 90 });
// Raw lengths allow surrounding whitespace; the trimmed limits are applied by normalizeNickname/normalizeMessageText.
export const NicknameSchema = Type.String({ minLength: 1, maxLength: CHAT_NICKNAME_MAX * 2 });
export const MessageTextSchema = Type.String({ minLength: 1, maxLength: CHAT_MESSAGE_MAX * 2 });
const IsoTime = Type.String({ description: 'ISO 8601 date-time' });

// ----- Entities (docs/SPEC.md §3) -----

export const AvailableUserSchema = Type.Object({ id: ClientIdSchema, nickname: Type.String(), lastSeen: IsoTime });
export type AvailableUser = Static<typeof AvailableUserSchema>;

/**
 * What a join/leave notice says, as facts: a browser words it in its visitor's language (the message's
 * `message` is the English). At most three names; `count` is how many people in all.
 */
export const ChatNoticeSchema = Type.Object({
  kind: Type.Union([Type.Literal('joined'), Type.Literal('left')]),
  names: Type.Array(Type.String(), { maxItems: 3 }),
  count: Type.Integer({ minimum: 1 }),
});
export type ChatNotice = Static<typeof ChatNoticeSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.String(),
  senderId: Type.String(),
  senderName: Type.String(),
  message: Type.String(),
  messageType: Type.Union([Type.Literal('text'), Type.Literal('system')]),
  timestamp: IsoTime,
  /** On a system join/leave notice only. */
  notice: Type.Optional(ChatNoticeSchema),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

export const ChatRoomInfoSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  participants: Type.Array(Type.String()),
  createdAt: IsoTime,
  expiresAt: IsoTime,
});
/** A chat room without its messages (those travel separately). */
export type ChatRoomInfo = Static<typeof ChatRoomInfoSchema>;

// ----- Client -> server payloads -----

/**
 * Client ids are public (everyone sees them in the list of available users), so a join also carries a
 * secret generated with the id on page load and never shown: only its holder can speak as that id or enter
 * that id's private rooms.
 */
export const ClientSecretSchema = Type.String({ minLength: 16, maxLength: 128 });

export const PresenceJoinSchema = Type.Object(
  { clientId: ClientIdSchema, secret: ClientSecretSchema, nickname: NicknameSchema },
  { additionalProperties: false },
);
export type PresenceJoinPayload = Static<typeof PresenceJoinSchema>;

export const HeartbeatSchema = Type.Object({}, { additionalProperties: false });
export type HeartbeatPayload = Static<typeof HeartbeatSchema>;

export const RoomRefSchema = Type.Object({ roomId: RoomIdSchema }, { additionalProperties: false });
export type RoomRefPayload = Static<typeof RoomRefSchema>;

export const SendMessageSchema = Type.Object(
  {
    roomId: RoomIdSchema,
    /** Chosen by the sender so a retried send is recognised and not stored or shown twice. */
    id: ClientIdSchema,
    message: MessageTextSchema,
  },
  { additionalProperties: false },
);
export type SendMessagePayload = Static<typeof SendMessageSchema>;
