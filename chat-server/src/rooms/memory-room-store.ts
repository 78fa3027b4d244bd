import type { ChatMessage } from '@healthwatch/contracts/chat/index';
import type { AppendResult, RoomRecord, RoomStore } from './room-store';

interface RoomState {
  record: RoomRecord;
  participants: Set<string>;
  messages: ChatMessage[];
  /** Ids of every message stored while the room lives, so retries are recognised even after trimming. */
  messageIds: Map<string, ChatMessage>;
}

export class MemoryRoomStore implements RoomStore {
  private readonly rooms = new Map<string, RoomState>();

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
    const existing = room.messageIds.get(message.id);
    if (existing) return { kind: 'duplicate', message: existing };
    room.messageIds.set(message.id, message);
    room.messages.push(message);
    if (room.messages.length > historyLimit) room.messages.splice(0, room.messages.length - historyLimit);
    return { kind: 'stored', message };
  }

  async history(roomId: string, limit: number) {
    return (this.rooms.get(roomId)?.messages ?? []).slice(-limit);
  }

  async claimExpired(now: number) {
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
