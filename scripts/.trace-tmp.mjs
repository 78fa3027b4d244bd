// temporary (not committed): a Chromium trace of one page load of the production build
import fs from 'node:fs';
import { chromium } from 'playwright';
import { startSuite } from './size.mjs';
const route = process.argv[2] ?? '/';
const out = process.argv[3] ?? '/tmp/fast-trace/trace.json';
const suite = await startSuite({ backends: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { path: out, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler'] , screenshots: false});
  await page.goto(`${suite.bases.shell}${route}`, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  await browser.stopTracing();
} finally {
  await browser.close();
  suite.stop();
}
