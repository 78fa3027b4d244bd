import webpush from 'web-push';
import type { Database } from '../db/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact for push services, as RFC 8292 asks. */
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (production); otherwise one
 * pair made on first use and kept in the database, so every API process and
 * every restart signs with the key browsers subscribed with.
 */
export async function loadVapidKeys(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  const subject = env.VAPID_SUBJECT?.trim() || 'mailto:alerts@healthwatch.invalid';
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const made = webpush.generateVAPIDKeys();
  await db.query('INSERT INTO push_vapid_keys (public_key, private_key) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    made.publicKey,
    made.privateKey,
  ]);
  const res = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid_keys',
  );
  const row = res.rows[0]!;
  return { publicKey: row.public_key, privateKey: row.private_key, subject };
}
