import type { Clock } from './clock';
import type { IdentityStore } from './identity/identity-store';
import type { PresenceStore } from './presence/presence-store';
import type { RoomStore } from './rooms/room-store';
import type { ChatIo } from './socket/types';

/** What the feature services share. */
export interface ChatContext {
  io: ChatIo;
  identities: IdentityStore;
  presence: PresenceStore;
  rooms: RoomStore;
  clock: Clock;
  roomTtlMs: number;
  historyLimit: number;
}
