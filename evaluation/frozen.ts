/**
 * Frozen evaluation sets: a data file kept beside a SHA256 file holding its hash. A set is judged on only if it
 * is byte for byte the one written before the model it judges was changed, so a changed file stops the run.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The bytes of `dir/file`; throws when the SHA-256 stored in `dir/SHA256` differs from theirs. */
export function readFrozen(dir: string, file: string): Buffer {
  const bytes = readFileSync(join(dir, file));
  const stored = readFileSync(join(dir, 'SHA256'), 'utf8').trim().split(/\s+/)[0];
  const actual = sha256(bytes);
  if (stored !== actual)
    throw new Error(
      `held-out set changed: SHA-256 of ${join(dir, file)} is ${actual}, not the stored ${stored}; results are not printed for a changed set`,
    );
  return bytes;
}
