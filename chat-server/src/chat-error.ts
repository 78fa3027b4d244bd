/** A refusal whose message is safe to show to the visitor. */
export class ChatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChatError';
  }
}

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
