import type { AvailableUser } from '@healthwatch/contracts/chat/index';

/** Who is in the chat. With Redis every process sees the same answer. */
export interface PresenceStore {
  /** Adds or refreshes a user; isNew is true only for the call that added them. */
  upsert(id: string, nickname: string, now: number): Promise<{ user: AvailableUser; isNew: boolean }>;
  /** Refreshes lastSeen; false when the user is not present (e.g. already swept). */
  touch(id: string, now: number): Promise<boolean>;
  /** True only for the call that actually removed the user, so exactly one process announces it. */
  remove(id: string): Promise<boolean>;
  get(id: string): Promise<AvailableUser | null>;
  list(): Promise<AvailableUser[]>;
  count(): Promise<number>;
  /** Removes users not seen since `before`; returns the ids this call removed. */
  removeStale(before: number): Promise<string[]>;
}
