import { spawn } from 'node:child_process';
import path from 'node:path';
import { io } from 'socket.io-client';

/** The real entry point (`npm start`): environment, /healthz, allow-list and SIGTERM. */
describe('server.ts', () => {
  it('reads PORT and CORS_ORIGINS, serves /healthz, and on SIGTERM closes connections and exits 0', async () => {
    const child = spawn(path.join(__dirname, '../../node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CORS_ORIGINS: 'http://shell.test', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      child.once('exit', (code) => reject(new Error(`exited early (${code}): ${output}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${url}/healthz`, { headers: { Origin: 'http://elsewhere.test' } })).status).toBe(403);

    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { Origin: 'http://shell.test' },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    child.kill('SIGTERM');
    // A transport close (not a server-side disconnect) so clients reconnect, to another process if need be.
    expect(await disconnected).toBe('transport close');
    expect(await exited).toBe(0);
  }, 30_000);
});
