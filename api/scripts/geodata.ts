/**
 * Fills GEODATA_DIR (default api/.geodata) with the 15 countries' postal
 * gazetteers: copied from GEODATA_SOURCE when set, otherwise downloaded from
 * GeoNames (https://download.geonames.org/export/zip/, CC BY 4.0).
 * Usage: npm run geodata -w api
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { COUNTRY_CODES } from '@healthwatch/contracts';
import { copyGeodata } from '../src/geocode/geodata-dir';

const dir = path.resolve(process.env.GEODATA_DIR || path.join(__dirname, '../.geodata'));
const source = process.env.GEODATA_SOURCE;
const GEONAMES = 'https://download.geonames.org/export/zip';

/** The one `XX.txt` member of a GeoNames zip, read through the central directory. */
function unzipMember(zip: Buffer, name: string): Buffer {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip file');
  const entries = zip.readUInt16LE(eocd + 10);
  let p = zip.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const entryName = zip.toString('utf8', p + 46, p + 46 + nameLen);
    if (entryName === name) {
      const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(dataStart, dataStart + compressed);
      return method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data);
    }
    p += 46 + nameLen + extraLen + commentLen;
  }
  throw new Error(`${name} not in archive`);
}

async function download(): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const c of COUNTRY_CODES) {
    const target = path.join(dir, `${c}.txt`);
    if (fs.existsSync(target)) continue;
    const res = await fetch(`${GEONAMES}/${c}.zip`, { headers: { 'User-Agent': 'HealthWatch geodata fetch' } });
    if (!res.ok) throw new Error(`${c}: GeoNames answered ${res.status}`);
    fs.writeFileSync(target, unzipMember(Buffer.from(await res.arrayBuffer()), `${c}.txt`));
    console.log(`${c}.txt downloaded`);
  }
}

async function main(): Promise<void> {
  if (source) {
    const copied = await copyGeodata(path.resolve(source), dir);
    console.log(
      copied > 0 ? `${copied} files copied from ${source} to ${dir}` : `${dir} already holds gazetteer files`,
    );
    return;
  }
  await download();
  console.log(`gazetteer ready in ${dir} (© GeoNames, CC BY 4.0)`);
}

main().catch((err: unknown) => {
  console.error(
    `geodata: ${err instanceof Error ? err.message : String(err)} — set GEODATA_SOURCE to a folder of XX.txt files to copy instead`,
  );
  process.exit(1);
});
