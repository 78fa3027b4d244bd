import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** Digits only (a leading + kept), so "+91 98200-12345" and "+919820012345" hash alike. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
}

/** A plausible phone number: 5 to 15 digits (E.164 allows at most 15). */
export function isPlausiblePhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return /^\+?[\d\s().-]+$/.test(phone.trim()) && digits.length >= 5 && digits.length <= 15;
}

export function hashPhone(phone: string, salt: string): string {
  return createHmac('sha256', salt).update(normalisePhone(phone)).digest('hex');
}

const SALT_KEY = 'phone_hash_salt';

/**
 * The configured salt, or the one persisted in the database (created on first
 * use; ON CONFLICT keeps two processes starting together on the same salt).
 */
export async function resolveSalt(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query('INSERT INTO phone_ai_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    SALT_KEY,
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM phone_ai_settings WHERE key = $1', [SALT_KEY]);
  const salt = rows[0]?.value;
  if (!salt) throw new Error('phone hash salt could not be stored');
  return salt;
}
