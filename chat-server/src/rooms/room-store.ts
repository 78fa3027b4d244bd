import type { ChatMessage } from '@healthwatch/contracts/chat/index';

export interface RoomRecord {
  id: string;
  name: string;
  createdAt: number;
  expiresAt: number;
}

export type AppendResult = { kind: 'stored'; message: ChatMessage } | { kind: 'duplicate'; message: ChatMessage };

/** Rooms, their participants and recent messages. With Redis every process sees the same rooms. */
export interface RoomStore {
  /** Returns the live room, creating it when absent. */
  getOrCreate(id: string, name: string, now: number, ttlMs: number): Promise<RoomRecord>;
  get(id: string): Promise<RoomRecord | null>;
  addParticipant(roomId: string, clientId: string): Promise<void>;
  removeParticipant(roomId: string, clientId: string): Promise<void>;
  participants(roomId: string): Promise<string[]>;
  /** Stores a message unless one with the same id is already in the room (a retried send). */
  append(roomId: string, message: ChatMessage, historyLimit: number): Promise<AppendResult>;
  /** Oldest first. */
  history(roomId: string, limit: number): Promise<ChatMessage[]>;
  /** Claims rooms whose expiry has passed; each room is returned to exactly one caller, which must close it. */
  claimExpired(now: number): Promise<string[]>;
  /** Claims one room if it has expired; true for the single caller that must close it. */
  claimIfExpired(roomId: string, now: number): Promise<boolean>;
  /** Deletes a room with its participants and messages. */
  drop(roomId: string): Promise<void>;
}
