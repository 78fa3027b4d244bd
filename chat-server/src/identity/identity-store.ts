import { createHash } from 'node:crypto';
import type { RedisClient } from '../redis-client';

/** Binds a public client id to the secret of whoever used it first, for as long as any room may name it. */
export interface IdentityStore {
  /** True when the id is unclaimed (and is now bound to this secret) or already bound to it. */
  claim(clientId: string, secret: string, ttlMs: number, now: number): Promise<boolean>;
}

export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export class MemoryIdentityStore implements IdentityStore {
  private readonly owners = new Map<string, { hash: string; expiresAt: number }>();

  async claim(clientId: string, secret: string, ttlMs: number, now: number) {
    const hash = secretHash(secret);
    const owner = this.owners.get(clientId);
    if (owner && owner.expiresAt > now) return owner.hash === hash;
    this.owners.set(clientId, { hash, expiresAt: now + ttlMs });
    if (this.owners.size % 1000 === 0) this.prune(now);
    return true;
  }

  private prune(now: number): void {
    for (const [id, owner] of this.owners) if (owner.expiresAt <= now) this.owners.delete(id);
  }
}

export class RedisIdentityStore implements IdentityStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
  ) {}

  async claim(clientId: string, secret: string, ttlMs: number) {
    const key = `${this.prefix}identity:${clientId}`;
    const hash = secretHash(secret);
    if ((await this.redis.set(key, hash, { NX: true, PX: ttlMs })) !== null) return true;
    return (await this.redis.get(key)) === hash;
  }
}
