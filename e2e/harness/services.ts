// Starting, stopping and waiting for the processes of the suite under test.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  port: number;
  /** Path answered with 2xx once the service is ready, e.g. "/" or "/readyz". */
  readyPath: string;
  cwd: string;
  logFile: string;
  /** How long a start may take (the API imports its postal data on start). */
  startTimeoutMs: number;
}

/** Ports already handed out by freePort in this process. */
const handedOut = new Set<number>();

/**
 * A free TCP port on 127.0.0.1, chosen by the OS and never one handed out before: the probe is closed before
 * the service listens, so the OS may offer the same port again (a CI run gave the map remote's static server
 * and the chat-server one port, and every chat test failed).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections on the port of 127.0.0.1. */
function portOpen(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export class Service {
  private child: ChildProcess | null = null;

  constructor(readonly spec: ServiceSpec) {}

  get url(): string {
    return `http://127.0.0.1:${this.spec.port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    const { spec } = this;
    // A readiness check cannot tell which server answered it: start only on a port nothing holds, so a taken
    // port is named here rather than seen later as the wrong service answering.
    if (await portOpen(spec.port)) {
      throw new Error(`${spec.name} cannot start: port ${spec.port} is already taken by another process`);
    }
    fs.mkdirSync(path.dirname(spec.logFile), { recursive: true });
    const log = fs.openSync(spec.logFile, 'a');
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env, PORT: String(spec.port) },
      stdio: ['ignore', log, log],
    });
    fs.closeSync(log);
    this.child = child;
    const deadline = Date.now() + spec.startTimeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) {
        throw new Error(
          `${spec.name} exited during start (code ${child.exitCode}). Log ${spec.logFile}:\n${tail(spec.logFile)}`,
        );
      }
      try {
        const response = await fetch(`${this.url}${spec.readyPath}`, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(150);
    }
    await this.stop();
    throw new Error(
      `${spec.name} was not ready at ${this.url}${spec.readyPath} within ${spec.startTimeoutMs} ms. Log:\n${tail(spec.logFile)}`,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exited;
    }
    // The port must refuse connections before a test relies on the outage.
    for (let i = 0; i < 40; i += 1) {
      if (!(await portOpen(this.spec.port))) return;
      await sleep(50);
    }
  }
}
