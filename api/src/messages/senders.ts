import { LruTtlCache } from '../cache/lru-ttl-cache';
import type { Database } from '../db/database';
import { MESSAGE_LANGUAGES, type MessageLanguage } from './grammar';

export interface SenderState {
  stopped: boolean;
  lang: MessageLanguage | null;
}

const isLanguage = (v: unknown): v is MessageLanguage =>
  typeof v === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(v);

/** Every change of a sender's state is announced here, so other API processes forget their copy. */
const CHANNEL = 'message_senders';
const NO_STATE: SenderState = { stopped: false, lang: null };

/**
 * STOP/START and LANG per sender (migration 1101), under the sender's HMAC key only. Every change
 * is one atomic upsert that NOTIFYs the key; each process keeps the states it has read in memory
 * (most senders have none) and drops a key when any process announces a change, so a STOP sent
 * through one process silences the number on all of them. A read that raced a change is kept at
 * most a minute.
 */
export class SenderStore {
  private readonly cache = new LruTtlCache<SenderState>({ maxEntries: 100_000, ttlMs: 60_000 });
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(CHANNEL, (key) => this.cache.delete(key));
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  async get(senderKey: string): Promise<SenderState> {
    const known = this.cache.get(senderKey);
    if (known) return known;
    const res = await this.db.query<{ stopped: boolean; lang: string | null }>(
      'SELECT stopped, lang FROM message_senders WHERE sender_key = $1',
      [senderKey],
    );
    const row = res.rows[0];
    const state = row ? { stopped: row.stopped, lang: isLanguage(row.lang) ? row.lang : null } : NO_STATE;
    this.cache.set(senderKey, state);
    return state;
  }

  setStopped(senderKey: string, stopped: boolean): Promise<void> {
    return this.change(SET_STOPPED, senderKey, stopped);
  }

  setLang(senderKey: string, lang: MessageLanguage): Promise<void> {
    return this.change(SET_LANG, senderKey, lang);
  }

  private async change(sql: string, senderKey: string, value: boolean | string): Promise<void> {
    await this.db.query(sql, [senderKey, value]);
    this.cache.delete(senderKey);
  }
}

const announced = (upsert: string) =>
  `WITH changed AS (${upsert} RETURNING sender_key) SELECT pg_notify('${CHANNEL}', sender_key) FROM changed`;
const SET_STOPPED = announced(
  `INSERT INTO message_senders (sender_key, stopped) VALUES ($1, $2)
   ON CONFLICT (sender_key) DO UPDATE SET stopped = EXCLUDED.stopped, updated_at = now()`,
);
const SET_LANG = announced(
  `INSERT INTO message_senders (sender_key, lang) VALUES ($1, $2)
   ON CONFLICT (sender_key) DO UPDATE SET lang = EXCLUDED.lang, updated_at = now()`,
);
