import type { Database } from '../db/database';
import { MESSAGE_LANGUAGES, type MessageLanguage } from './grammar';

export interface SenderState {
  stopped: boolean;
  lang: MessageLanguage | null;
}

const isLanguage = (v: unknown): v is MessageLanguage =>
  typeof v === 'string' && (MESSAGE_LANGUAGES as readonly string[]).includes(v);

/** Every change of a sender's state is announced here, so other API processes read it again. */
const CHANNEL = 'message_senders';
const NO_STATE: SenderState = { stopped: false, lang: null };

interface Row {
  sender_key: string;
  stopped: boolean;
  lang: string | null;
}

/**
 * STOP/START and LANG per sender (migration 1101), under the sender's HMAC key only. Each process
 * holds every sender that has a state (few: most never send STOP or LANG) in memory, read at start,
 * so a message costs no query for it; every change is one atomic upsert that NOTIFYs the key, and
 * each process reads that key again, so a STOP sent through one process silences the number on all.
 */
export class SenderStore {
  private readonly states = new Map<string, SenderState>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly db: Database) {}

  async start(): Promise<void> {
    // Listening first: a change made while the table is read is read again after.
    this.unlisten = await this.db.listen(CHANNEL, (key) => {
      void this.reread(key).catch(() => undefined);
    });
    const all = await this.db.query<Row>(
      'SELECT sender_key, stopped, lang FROM message_senders WHERE stopped OR lang IS NOT NULL',
    );
    for (const row of all.rows) this.remember(row);
  }

  async stop(): Promise<void> {
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  get(senderKey: string): SenderState {
    return this.states.get(senderKey) ?? NO_STATE;
  }

  setStopped(senderKey: string, stopped: boolean): Promise<void> {
    return this.change(SET_STOPPED, senderKey, stopped);
  }

  setLang(senderKey: string, lang: MessageLanguage): Promise<void> {
    return this.change(SET_LANG, senderKey, lang);
  }

  private async change(sql: string, senderKey: string, value: boolean | string): Promise<void> {
    const changed = await this.db.query<Row>(sql, [senderKey, value]);
    for (const row of changed.rows) this.remember(row);
  }

  private async reread(senderKey: string): Promise<void> {
    const res = await this.db.query<Row>(
      'SELECT sender_key, stopped, lang FROM message_senders WHERE sender_key = $1',
      [senderKey],
    );
    if (res.rows[0]) this.remember(res.rows[0]);
    else this.states.delete(senderKey);
  }

  private remember(row: Row): void {
    const state = { stopped: row.stopped, lang: isLanguage(row.lang) ? row.lang : null };
    if (!state.stopped && state.lang === null) this.states.delete(row.sender_key);
    else this.states.set(row.sender_key, state);
  }
}

const announced = (upsert: string) =>
  `WITH changed AS (${upsert} RETURNING sender_key, stopped, lang)
   SELECT sender_key, stopped, lang, pg_notify('${CHANNEL}', sender_key) FROM changed`;
const SET_STOPPED = announced(
  `INSERT INTO message_senders (sender_key, stopped) VALUES ($1, $2)
   ON CONFLICT (sender_key) DO UPDATE SET stopped = EXCLUDED.stopped, updated_at = now()`,
);
const SET_LANG = announced(
  `INSERT INTO message_senders (sender_key, lang) VALUES ($1, $2)
   ON CONFLICT (sender_key) DO UPDATE SET lang = EXCLUDED.lang, updated_at = now()`,
);
