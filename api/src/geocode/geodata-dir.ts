import fs from 'node:fs';
import path from 'node:path';
import { COUNTRY_CODES } from '@healthwatch/contracts';

const hasData = (dir: string) => COUNTRY_CODES.some((c) => fs.existsSync(path.join(dir, `${c}.txt`)));

/**
 * Fills dir from source when dir holds no country file yet. Returns the
 * number of files copied.
 */
export async function copyGeodata(source: string, dir: string): Promise<number> {
  if (hasData(dir)) return 0;
  await fs.promises.mkdir(dir, { recursive: true });
  let copied = 0;
  for (const c of COUNTRY_CODES) {
    const from = path.join(source, `${c}.txt`);
    if (!fs.existsSync(from)) continue;
    await fs.promises.copyFile(from, path.join(dir, `${c}.txt`));
    copied++;
  }
  return copied;
}
