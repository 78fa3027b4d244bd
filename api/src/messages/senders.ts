import type { Queryable } from '../db/database';
import { MESSAGE_LANGUAGES, type MessageLanguage } from './grammar';

export interface SenderState {
  stopped: boolean;
  lang: MessageLanguage | null;
}

const isLanguage = (v: unknown): v is MessageLanguage =>
  typeof v === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(v);

/**
 * STOP/START and LANG per sender (migration 1101), under the sender's HMAC key only. Every
 * statement is one atomic upsert, so API processes sharing the database agree.
 */
export class SenderStore {
  constructor(private readonly db: Queryable) {}

  async get(senderKey: string): Promise<SenderState> {
    const res = await this.db.query<{ stopped: boolean; lang: string | null }>(
      'SELECT stopped, lang FROM message_senders WHERE sender_key = $1',
      [senderKey],
    );
    const row = res.rows[0];
    return { stopped: row?.stopped ?? false, lang: isLanguage(row?.lang) ? row.lang : null };
  }

  async setStopped(senderKey: string, stopped: boolean): Promise<void> {
    await this.db.query(
      `INSERT INTO message_senders (sender_key, stopped) VALUES ($1, $2)
       ON CONFLICT (sender_key) DO UPDATE SET stopped = EXCLUDED.stopped, updated_at = now()`,
      [senderKey, stopped],
    );
  }

  async setLang(senderKey: string, lang: MessageLanguage): Promise<void> {
    await this.db.query(
      `INSERT INTO message_senders (sender_key, lang) VALUES ($1, $2)
       ON CONFLICT (sender_key) DO UPDATE SET lang = EXCLUDED.lang, updated_at = now()`,
      [senderKey, lang],
    );
  }
}
