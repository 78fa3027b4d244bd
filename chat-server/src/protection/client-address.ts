import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { RedisClient } from '../redis-client';

/** Which hops may be believed when they say who the client is (X-Forwarded-For). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY: unset or "false" believes nobody (the TCP peer is the client); "true" believes every hop;
 * a number believes that many hops from the server; otherwise a comma-separated list of addresses,
 * CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return null;
  if (text === 'true') return () => true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(text.split(',').map((part) => part.trim()));
}

export function clientAddress(req: IncomingMessage, trust: TrustProxy | null): string {
  if (!trust) return req.socket.remoteAddress ?? 'unknown';
  return proxyaddr(req, trust);
}

/**
 * Budgets and connection counts are kept under a keyed hash of the address, never the address itself,
 * so no IP address sits in memory or in Redis. With Redis every process uses the same key (created once,
 * renewed daily) so they agree on who is who.
 */
export class AddressKeys {
  private constructor(private readonly secret: Buffer) {}

  static local(): AddressKeys {
    return new AddressKeys(randomBytes(32));
  }

  static async shared(redis: RedisClient, prefix: string): Promise<AddressKeys> {
    const name = `${prefix}address-key`;
    await redis.set(name, randomBytes(32).toString('base64'), { NX: true, EX: 24 * 60 * 60 });
    const stored = await redis.get(name);
    if (!stored) throw new Error('the shared address key vanished from Redis');
    return new AddressKeys(Buffer.from(stored, 'base64'));
  }

  key(address: string): string {
    return createHmac('sha256', this.secret).update(address).digest('base64url').slice(0, 22);
  }
}
