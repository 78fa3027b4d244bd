import { GLOBAL_ROOM_NAME, isGlobalRoom, parsePrivateRoomId } from '@healthwatch/contracts/chat/index';
import { ChatError } from '../chat-error';

export interface RoomAccess {
  name: string;
  /** For a private room, the other member. */
  peerId: string | null;
}

/** Decides whether a client may enter a room: anyone may enter the global room, only its two members a private one. */
export function roomAccess(roomId: string, clientId: string): RoomAccess {
  if (isGlobalRoom(roomId)) return { name: GLOBAL_ROOM_NAME, peerId: null };
  const members = parsePrivateRoomId(roomId);
  if (!members) throw new ChatError('unknownRoom');
  if (!members.includes(clientId)) throw new ChatError('forbiddenRoom');
  const peerId = members[0] === clientId ? members[1] : members[0];
  return { name: 'Private chat', peerId };
}
