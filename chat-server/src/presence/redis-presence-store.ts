import { type AvailableUser, PRESENCE_STALE_MS } from '@healthwatch/contracts/chat/index';
import { iso } from '../clock';
import type { RedisClient } from '../redis-client';
import type { PresenceStore } from './presence-store';

// If every chat-server stops, presence vanishes on its own instead of showing ghosts.
const KEY_TTL_MS = PRESENCE_STALE_MS * 4;

/** Presence in a hash (id -> nickname) and a sorted set (id scored by lastSeen), shared by all processes. */
export class RedisPresenceStore implements PresenceStore {
  private readonly nicknames: string;
  private readonly lastSeen: string;

  constructor(
    private readonly redis: RedisClient,
    prefix: string,
  ) {
    this.nicknames = `${prefix}presence:nicknames`;
    this.lastSeen = `${prefix}presence:seen`;
  }

  async upsert(id: string, nickname: string, now: number) {
    const [added] = await this.redis
      .multi()
      .zAdd(this.lastSeen, { score: now, value: id })
      .hSet(this.nicknames, id, nickname)
      .pExpire(this.lastSeen, KEY_TTL_MS)
      .pExpire(this.nicknames, KEY_TTL_MS)
      .exec();
    return { user: { id, nickname, lastSeen: iso(now) }, isNew: Number(added) === 1 };
  }

  async touch(id: string, now: number) {
    // XX: only refresh users that are still present, never resurrect a swept one.
    const [changed] = await this.redis
      .multi()
      .zAdd(this.lastSeen, { score: now, value: id }, { XX: true, CH: true })
      .pExpire(this.lastSeen, KEY_TTL_MS)
      .pExpire(this.nicknames, KEY_TTL_MS)
      .exec();
    if (Number(changed) === 1) return true;
    return (await this.redis.zScore(this.lastSeen, id)) !== null;
  }

  async remove(id: string) {
    const [removed] = await this.redis.multi().zRem(this.lastSeen, id).hDel(this.nicknames, id).exec();
    return Number(removed) === 1;
  }

  async get(id: string): Promise<AvailableUser | null> {
    const [score, nickname] = await Promise.all([
      this.redis.zScore(this.lastSeen, id),
      this.redis.hGet(this.nicknames, id),
    ]);
    if (score === null || nickname == null) return null;
    return { id, nickname, lastSeen: iso(score) };
  }

  async list(): Promise<AvailableUser[]> {
    const [seen, nicknames] = await Promise.all([
      this.redis.zRangeWithScores(this.lastSeen, 0, -1),
      this.redis.hGetAll(this.nicknames),
    ]);
    return seen.flatMap(({ value, score }) => {
      const nickname = nicknames[value];
      return nickname === undefined ? [] : [{ id: value, nickname, lastSeen: iso(score) }];
    });
  }

  async count() {
    return this.redis.zCard(this.lastSeen);
  }

  async removeStale(before: number) {
    const stale = await this.redis.zRangeByScore(this.lastSeen, '-inf', `(${before}`);
    const removed: string[] = [];
    for (const id of stale) {
      // A user who heartbeated in the meantime must not be removed: re-check the score atomically enough
      // for presence (a lost race only costs one extra refresh cycle).
      const score = await this.redis.zScore(this.lastSeen, id);
      if (score !== null && score < before && (await this.remove(id))) removed.push(id);
    }
    return removed;
  }
}
