import type { ChatMessage } from '@healthwatch/contracts/chat/index';
import { systemClock, type Clock } from '../clock';
import type { AppendResult, RoomRecord, RoomStore } from './room-store';

interface RoomState {
  record: RoomRecord;
  participants: Set<string>;
  messages: ChatMessage[];
  /**
   * Ids of the messages stored within the id window, oldest first, so a retried send is recognised even
   * after the history has moved on. Only the window is kept: a room living 24 h would otherwise hold every
   * id it ever saw.
   */
  messageIds: Map<string, { message: ChatMessage; storedAt: number }>;
}

export class MemoryRoomStore implements RoomStore {
  private readonly rooms = new Map<string, RoomState>();

  constructor(
    private readonly clock: Clock = systemClock,
    /** How long a message id is remembered: the connection-recovery window, within which a client retries. */
    private readonly idWindowMs = 2 * 60_000,
  ) {}

  async getOrCreate(id: string, name: string, now: number, ttlMs: number) {
    let room = this.rooms.get(id);
    if (!room) {
      room = {
        record: { id, name, createdAt: now, expiresAt: now + ttlMs },
        participants: new Set(),
        messages: [],
        messageIds: new Map(),
      };
      this.rooms.set(id, room);
    }
    return { ...room.record };
  }

  async get(id: string) {
    const room = this.rooms.get(id);
    return room ? { ...room.record } : null;
  }

  async addParticipant(roomId: string, clientId: string) {
    this.rooms.get(roomId)?.participants.add(clientId);
  }

  async removeParticipant(roomId: string, clientId: string) {
    this.rooms.get(roomId)?.participants.delete(clientId);
  }

  async participants(roomId: string) {
    return [...(this.rooms.get(roomId)?.participants ?? [])];
  }

  async append(roomId: string, message: ChatMessage, historyLimit: number): Promise<AppendResult> {
    const room = this.rooms.get(roomId);
    if (!room) throw new Error(`append to missing room ${roomId}`);
    const now = this.clock.now();
    this.forgetOldIds(room, now);
    const existing = room.messageIds.get(message.id);
    if (existing) return { kind: 'duplicate', message: existing.message };
    room.messageIds.set(message.id, { message, storedAt: now });
    room.messages.push(message);
    if (room.messages.length > historyLimit) room.messages.splice(0, room.messages.length - historyLimit);
    return { kind: 'stored', message };
  }

  async history(roomId: string, limit: number) {
    return (this.rooms.get(roomId)?.messages ?? []).slice(-limit);
  }

  /** How many message ids a room remembers now (for memory checks). */
  rememberedIds(roomId: string): number {
    return this.rooms.get(roomId)?.messageIds.size ?? 0;
  }

  /** Drops ids older than the window from every room (the room sweep calls this, so idle rooms shrink too). */
  forgetOldIdsEverywhere(): void {
    const now = this.clock.now();
    for (const room of this.rooms.values()) this.forgetOldIds(room, now);
  }

  private forgetOldIds(room: RoomState, now: number): void {
    for (const [id, entry] of room.messageIds) {
      if (entry.storedAt > now - this.idWindowMs) break;
      room.messageIds.delete(id);
    }
  }

  async claimExpired(now: number) {
    this.forgetOldIdsEverywhere();
    const claimed: string[] = [];
    for (const [id, room] of this.rooms) {
      if (room.record.expiresAt <= now) {
        this.rooms.delete(id);
        claimed.push(id);
      }
    }
    return claimed;
  }

  async claimIfExpired(roomId: string, now: number) {
    const room = this.rooms.get(roomId);
    if (!room || room.record.expiresAt > now) return false;
    this.rooms.delete(roomId);
    return true;
  }

  async drop(roomId: string) {
    this.rooms.delete(roomId);
  }
}
