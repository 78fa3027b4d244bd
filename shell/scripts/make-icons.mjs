// Draws the install icons of the web app manifest (public/icons/*.png) from the
// favicon's shapes: a red rounded square with a white cross (32-unit grid), and a
// maskable variant whose cross sits inside the central safe zone on a full-bleed
// background. Written here because no image tool is part of the build; run it
// again after changing the favicon:
//
//   node shell/scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const RED = [0xdc, 0x26, 0x26, 0xff];
const WHITE = [0xff, 0xff, 0xff, 0xff];
const CLEAR = [0, 0, 0, 0];
// The favicon's cross: "M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" on a 32-unit square.
const inCross = (x, y) => (x >= 13 && x < 19 && y >= 6 && y < 26) || (x >= 6 && x < 26 && y >= 13 && y < 19);

function insideRounded(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of one icon; `maskable` scales the cross into the inner 80 % and fills every pixel. */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = size / 32;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      let colour;
      if (maskable) {
        const u = (px / size - 0.5) / 0.8 + 0.5;
        const v = (py / size - 0.5) / 0.8 + 0.5;
        colour = inCross(u * 32, v * 32) ? WHITE : RED;
      } else if (!insideRounded(px, py, size, 6 * unit)) colour = CLEAR;
      else colour = inCross(px / unit, py / unit) ? WHITE : RED;
      pixels.set(colour, (y * size + x) * 4);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

fs.mkdirSync(OUT, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  fs.writeFileSync(path.join(OUT, name), png(size, draw(size, maskable)));
  console.log(`wrote ${path.join(OUT, name)}`);
}
