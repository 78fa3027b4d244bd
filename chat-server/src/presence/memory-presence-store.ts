import type { AvailableUser } from '@healthwatch/contracts/chat/index';
import { iso } from '../clock';
import type { PresenceStore } from './presence-store';

interface Entry {
  nickname: string;
  lastSeen: number;
}

export class MemoryPresenceStore implements PresenceStore {
  private readonly users = new Map<string, Entry>();

  async upsert(id: string, nickname: string, now: number) {
    const isNew = !this.users.has(id);
    this.users.set(id, { nickname, lastSeen: now });
    return { user: { id, nickname, lastSeen: iso(now) }, isNew };
  }

  async touch(id: string, now: number) {
    const entry = this.users.get(id);
    if (!entry) return false;
    entry.lastSeen = now;
    return true;
  }

  async remove(id: string) {
    return this.users.delete(id);
  }

  async get(id: string): Promise<AvailableUser | null> {
    const entry = this.users.get(id);
    return entry ? { id, nickname: entry.nickname, lastSeen: iso(entry.lastSeen) } : null;
  }

  async list(): Promise<AvailableUser[]> {
    return [...this.users].map(([id, e]) => ({ id, nickname: e.nickname, lastSeen: iso(e.lastSeen) }));
  }

  async count() {
    return this.users.size;
  }

  async removeStale(before: number) {
    const removed: string[] = [];
    for (const [id, entry] of this.users) {
      if (entry.lastSeen < before) {
        this.users.delete(id);
        removed.push(id);
      }
    }
    return removed;
  }
}
