/** The one room everybody can join. */
export const GLOBAL_ROOM_ID = 'global';
export const GLOBAL_ROOM_NAME = 'Global Chat Room';
const PRIVATE_PREFIX = 'private:';

/** A private room's id: the two client ids sorted, so both sides compute the same id. */
export function privateRoomId(a: string, b: string): string {
  const [first, second] = [a, b].sort();
  return `${PRIVATE_PREFIX}${first}:${second}`;
}

/** The two members of a private room id, or null when the id is not a well-formed private room id. */
export function parsePrivateRoomId(roomId: string): [string, string] | null {
  if (!roomId.startsWith(PRIVATE_PREFIX)) return null;
  const parts = roomId.slice(PRIVATE_PREFIX.length).split(':');
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  if (!a || !b || a === b || a > b) return null;
  return [a, b];
}

export function isGlobalRoom(roomId: string): boolean {
  return roomId === GLOBAL_ROOM_ID;
}
