/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// The install manifest a browser reads (public/manifest.webmanifest): what Chromium requires to offer
// installation, and icons that exist with the sizes the manifest claims.
const PUBLIC = path.join(__dirname, '..', '..', 'public');
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

function pngSize(file: string): string {
  const png = fs.readFileSync(file);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it('names the app, starts at the home page inside its scope and opens standalone', () => {
    expect(manifest.name).toBe('HealthWatch');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.display).toBe('standalone');
  });

  it('has 192 and 512 pixel PNG icons and a maskable one, each the size it claims', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const file = path.join(PUBLIC, icon.src);
      expect(fs.existsSync(file)).toBe(true);
      if (icon.type === 'image/png') expect(pngSize(file)).toBe(icon.sizes);
    }
  });

  it('is linked from the page template', () => {
    const html = fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
