import { createHash, createHmac, randomBytes } from 'node:crypto';

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

/**
 * The salt never lives beside the hashes: PHONE_HASH_SALT (required in
 * production), otherwise one drawn for this process and kept in memory only,
 * so a development run's hashes match only each other.
 */
export function resolveSalt(configured: string | undefined, production: boolean): string {
  if (configured) return configured;
  if (production) throw new Error('PHONE_HASH_SALT is required in production (NODE_ENV=production)');
  return randomBytes(32).toString('hex');
}

/** The key a provider id (a MessageSid or CallSid) is stored under: a digest, so the id itself is not kept either. */
export const providerIdKey = (prefix: string, sid: string) =>
  `${prefix}:${createHash('sha256').update(sid).digest('base64url')}`;
