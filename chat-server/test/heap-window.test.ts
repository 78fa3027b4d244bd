import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Memory is bounded by the recovery window, not by the 24 h room life: after 100,000 messages and the
// window (shortened to 5 s; socket.io prunes its recovery buffer once a minute) the heap is back near the
// empty server's. Runs in its own process with the collector exposed.
it('returns to within 10 % of the empty server heap after 100,000 messages and the recovery window', async () => {
  const { stdout } = await run(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(__dirname, '..', 'bench', 'heap-window.ts'), '100000'],
    { cwd: path.join(__dirname, '..'), env: { ...process.env, HEAP_WINDOW_MS: '5000' }, maxBuffer: 1 << 20 },
  );
  const result = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
    refused: number;
    floodHeap: number;
    emptyHeap: number;
    afterWindowHeap: number;
  };
  expect(result.refused).toBe(0);
  // The flood really filled memory, so the return is a real measure.
  expect(result.floodHeap).toBeGreaterThan(result.emptyHeap * 2);
  expect(result.afterWindowHeap).toBeLessThanOrEqual(result.emptyHeap * 1.1);
}, 300_000);
