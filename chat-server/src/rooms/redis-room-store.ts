import type { ChatMessage } from '@healthwatch/contracts/chat/index';
import type { RedisClient } from '../redis-client';
import type { AppendResult, RoomRecord, RoomStore } from './room-store';

/**
 * A room is a hash (metadata), a set (participants) and a capped list (messages), each with a TTL at the
 * room's expiry, plus a sorted set indexing expiry times so some process closes the room and tells its members.
 */
export class RedisRoomStore implements RoomStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    /** How long a message id is remembered to recognise a retried send: the recovery window, not the room's life. */
    private readonly idWindowMs = 2 * 60_000,
  ) {}

  private get expiryIndex() {
    return `${this.prefix}rooms:expiry`;
  }
  private roomKey(id: string) {
    return `${this.prefix}room:${id}`;
  }
  private participantsKey(id: string) {
    return `${this.prefix}room:${id}:participants`;
  }
  private messagesKey(id: string) {
    return `${this.prefix}room:${id}:messages`;
  }
  private messageIdKey(id: string, messageId: string) {
    return `${this.prefix}room:${id}:message:${messageId}`;
  }

  async getOrCreate(id: string, name: string, now: number, ttlMs: number): Promise<RoomRecord> {
    const expiresAt = now + ttlMs;
    // HSETNX on the id field makes creation race-free between processes.
    const created = await this.redis.hSetNX(this.roomKey(id), 'id', id);
    if (created) {
      await this.redis
        .multi()
        .hSet(this.roomKey(id), { name, createdAt: String(now), expiresAt: String(expiresAt) })
        .pExpire(this.roomKey(id), ttlMs)
        .zAdd(this.expiryIndex, { score: expiresAt, value: id })
        .exec();
      return { id, name, createdAt: now, expiresAt };
    }
    const existing = await this.get(id);
    if (existing) return existing;
    // Another process is mid-creation; its values are the ones that count.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return (await this.get(id)) ?? { id, name, createdAt: now, expiresAt };
  }

  async get(id: string): Promise<RoomRecord | null> {
    const fields = await this.redis.hGetAll(this.roomKey(id));
    if (!fields.id || fields.createdAt === undefined || fields.expiresAt === undefined) return null;
    return {
      id: fields.id,
      name: fields.name ?? id,
      createdAt: Number(fields.createdAt),
      expiresAt: Number(fields.expiresAt),
    };
  }

  private async ttlOf(roomId: string): Promise<number> {
    const ttl = await this.redis.pTTL(this.roomKey(roomId));
    return ttl > 0 ? ttl : 1000;
  }

  async addParticipant(roomId: string, clientId: string) {
    const ttl = await this.ttlOf(roomId);
    await this.redis
      .multi()
      .sAdd(this.participantsKey(roomId), clientId)
      .pExpire(this.participantsKey(roomId), ttl)
      .exec();
  }

  async removeParticipant(roomId: string, clientId: string) {
    await this.redis.sRem(this.participantsKey(roomId), clientId);
  }

  async participants(roomId: string) {
    return this.redis.sMembers(this.participantsKey(roomId));
  }

  async append(roomId: string, message: ChatMessage, historyLimit: number): Promise<AppendResult> {
    const ttl = await this.ttlOf(roomId);
    const json = JSON.stringify(message);
    const set = await this.redis.set(this.messageIdKey(roomId, message.id), json, {
      NX: true,
      PX: Math.min(ttl, this.idWindowMs),
    });
    if (set === null) {
      const existing = await this.redis.get(this.messageIdKey(roomId, message.id));
      return { kind: 'duplicate', message: existing ? (JSON.parse(existing) as ChatMessage) : message };
    }
    await this.redis
      .multi()
      .rPush(this.messagesKey(roomId), json)
      .lTrim(this.messagesKey(roomId), -historyLimit, -1)
      .pExpire(this.messagesKey(roomId), ttl)
      .exec();
    return { kind: 'stored', message };
  }

  async history(roomId: string, limit: number) {
    const raw = await this.redis.lRange(this.messagesKey(roomId), -limit, -1);
    return raw.map((json) => JSON.parse(json) as ChatMessage);
  }

  async claimExpired(now: number) {
    const due = await this.redis.zRangeByScore(this.expiryIndex, '-inf', now);
    const claimed: string[] = [];
    for (const id of due) {
      if ((await this.redis.zRem(this.expiryIndex, id)) === 1) claimed.push(id);
    }
    return claimed;
  }

  async claimIfExpired(roomId: string, now: number) {
    const score = await this.redis.zScore(this.expiryIndex, roomId);
    if (score === null || score > now) return false;
    return (await this.redis.zRem(this.expiryIndex, roomId)) === 1;
  }

  async drop(roomId: string) {
    const messageKeys: string[] = [];
    for await (const batch of this.redis.scanIterator({ MATCH: `${this.messageIdKey(roomId, '*')}`, COUNT: 500 })) {
      messageKeys.push(...(Array.isArray(batch) ? batch : [batch]));
    }
    await this.redis.del([
      this.roomKey(roomId),
      this.participantsKey(roomId),
      this.messagesKey(roomId),
      ...messageKeys,
    ]);
  }
}
