// Starts the production build of the whole suite, each service on a free port,
// so several runs can coexist on one machine. Returns the teardown.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SUITE } from '@healthwatch/contracts/runtime/suite';
import { selfSignedCertificate } from '@healthwatch/api/testing';
import { freePort, Service, type ServiceSpec } from './services';
import { REMOTES, SUITE_ENV, type RemoteName, type ServiceName, type SuiteInfo } from './suite';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTE_PACKAGES = Object.fromEntries(REMOTES.map((r) => [r, SUITE.remotes[r].package])) as Record<
  RemoteName,
  string
>;
const NODE = process.execPath;
const SERVE_STATIC = path.join(ROOT, 'release', 'serve-static.mjs');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

function assertBuilt(pkg: string, files: string[]): void {
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT, pkg, 'dist', file))) {
      throw new Error(
        `${pkg}/dist/${file} is missing. The end-to-end suite runs against the production build: run \`npm run build\` at the repository root first.`,
      );
    }
  }
}

function hasServer(pkg: string): boolean {
  return fs.existsSync(path.join(ROOT, pkg, 'src', 'server.ts'));
}

/**
 * The postal gazetteer: GEODATA_SOURCE, or (optional, test setup only) a
 * `shared/data/postal` folder beside the checkout; without either the api
 * starts on its own gazetteer folder (GEODATA_DIR, default api/.geodata).
 */
export function geodataSource(): string | null {
  const fromEnv = process.env.GEODATA_SOURCE;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  const beside = path.resolve(ROOT, '..', 'shared', 'data', 'postal');
  return fs.existsSync(beside) ? beside : null;
}

function staticSpec(
  name: string,
  dir: string,
  port: number,
  logDir: string,
  env: Record<string, string> = {},
): ServiceSpec {
  return {
    name,
    command: NODE,
    args: [SERVE_STATIC, dir],
    env,
    port,
    readyPath: '/',
    cwd: ROOT,
    logFile: path.join(logDir, `${name}.log`),
    startTimeoutMs: 15_000,
  };
}

function startControlServer(services: Map<ServiceName, Service>): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const match = /^\/services\/([\w-]+)\/(stop|start)$/.exec(req.url ?? '');
    const service = match ? services.get(match[1] as ServiceName) : undefined;
    if (req.method !== 'POST' || !match || !service) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: 'unknown service or action' }));
      return;
    }
    const action = match[2] === 'stop' ? service.stop() : service.start();
    action.then(
      () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ service: match[1], running: service.running }));
      },
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
      },
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  assertBuilt('shell', ['index.html', 'theme-init.js']);
  for (const pkg of Object.values(REMOTE_PACKAGES)) assertBuilt(pkg, ['mf-manifest.json', 'remoteEntry.js']);

  const logDir = path.join(__dirname, '..', 'test-logs', process.env.HEALTHWATCH_E2E_RUN ?? String(process.pid));
  fs.mkdirSync(logDir, { recursive: true });
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'healthwatch-e2e-'));

  const services = new Map<ServiceName, Service>();
  const remotePorts = {} as Record<RemoteName, number>;
  for (const remote of REMOTES) {
    remotePorts[remote] = await freePort();
    const dir = path.join(ROOT, REMOTE_PACKAGES[remote], 'dist');
    services.set(remote, new Service(staticSpec(remote, dir, remotePorts[remote], logDir)));
  }
  const shellPort = await freePort();
  const shellOrigin = `http://127.0.0.1:${shellPort}`;
  // localhost and 127.0.0.1 are different origins for CORS; allow both spellings.
  const corsOrigins = `${shellOrigin},http://localhost:${shellPort}`;

  let apiUrl: string | null = null;
  // The stand-in for the browser vendors' push service (harness of the area-alerts spec) serves with this
  // certificate; the API trusts it and may send to this machine.
  const pushTlsDir = path.join(workDir, 'push-tls');
  fs.mkdirSync(pushTlsDir);
  const pushTls = selfSignedCertificate(pushTlsDir);
  const apiDataDir = path.join(workDir, 'api-data');
  if (hasServer('api')) {
    const port = await freePort();
    const geodata = geodataSource();
    const env: Record<string, string> = {
      HEALTHWATCH_DATA_DIR: apiDataDir,
      CORS_ORIGINS: corsOrigins,
      WRITE_RATE_LIMIT: '0',
      // Every browser here is one address: the releases spec's failing canary must be able to end
      // with three of its reports, after the earlier specs' reports in the same window (in production
      // a rollback needs more errors than one address counts).
      CANARY_MIN_ERRORS: '3',
      CANARY_ERRORS_PER_ADDRESS: '50',
      PUSH_ENDPOINT_HOSTS: '127.0.0.1:*',
      NODE_EXTRA_CA_CERTS: pushTls.certFile,
      PUBLIC_APP_URL: shellOrigin,
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      ...(geodata ? { GEODATA_SOURCE: geodata, GEODATA_DIR: process.env.GEODATA_DIR ?? geodata } : {}),
    };
    services.set(
      'api',
      new Service({
        name: 'api',
        command: TSX,
        args: [path.join(ROOT, 'api', 'src', 'server.ts')],
        env,
        port,
        readyPath: '/readyz',
        cwd: path.join(ROOT, 'api'),
        logFile: path.join(logDir, 'api.log'),
        startTimeoutMs: 180_000,
      }),
    );
    apiUrl = `http://127.0.0.1:${port}`;
  }

  let chatServerUrl: string | null = null;
  if (hasServer('chat-server')) {
    const port = await freePort();
    services.set(
      'chat-server',
      new Service({
        name: 'chat-server',
        command: TSX,
        args: [path.join(ROOT, 'chat-server', 'src', 'server.ts')],
        env: {
          CORS_ORIGINS: corsOrigins,
          // Every browser context comes from the one loopback address, which stands for many visitors' networks.
          CHAT_MESSAGES_PER_ADDRESS: '1000',
          CHAT_JOINS_PER_ADDRESS: '1000',
          CHAT_CONNECTIONS_PER_ADDRESS: '1000',
        },
        port,
        readyPath: '/healthz',
        cwd: path.join(ROOT, 'chat-server'),
        logFile: path.join(logDir, 'chat-server.log'),
        startTimeoutMs: 60_000,
      }),
    );
    chatServerUrl = `http://127.0.0.1:${port}`;
  }

  // The shell's config.json, written by the same script a deployment uses.
  const configEnv: Record<string, string> = { ...process.env } as Record<string, string>;
  for (const remote of REMOTES) {
    configEnv[`REMOTE_${remote.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}_URL`] =
      `http://127.0.0.1:${remotePorts[remote]}`;
  }
  configEnv.API_BASE_URL = apiUrl ?? 'http://127.0.0.1:9';
  // Open pages re-read discovery every 2 s instead of 60 s, so the releases spec stays quick.
  configEnv.DISCOVERY_REFRESH_MS = '2000';
  configEnv.CHAT_SERVER_URL = chatServerUrl ?? 'http://127.0.0.1:9';
  // No speed beacons from the specs' page views: vitals.spec.ts samples its own (its config.json says 1).
  configEnv.VITALS_SAMPLE_RATE = '0';
  delete configEnv.TILES_URL; // no third-party requests from the browser under test
  const configJson = execFileSync(NODE, [path.join(ROOT, 'shell', 'scripts', 'write-config.mjs'), '--stdout'], {
    env: configEnv,
    encoding: 'utf8',
  });
  const configPath = path.join(workDir, 'config.json');
  fs.writeFileSync(configPath, configJson);
  const releaseStore = path.join(workDir, 'releases');
  services.set(
    'shell',
    new Service(
      staticSpec('shell', path.join(ROOT, 'shell', 'dist'), shellPort, logDir, {
        CONFIG_JSON: configPath,
        RELEASE_STORE: releaseStore,
      }),
    ),
  );

  const stopAll = async (): Promise<void> => {
    await Promise.all([...services.values()].map((service) => service.stop()));
  };
  try {
    // Static servers are quick; the back ends start side by side.
    await Promise.all([...services.values()].map((service) => service.start()));
  } catch (error) {
    await stopAll();
    throw error;
  }

  const control = await startControlServer(services);
  const suite: SuiteInfo = {
    shellUrl: shellOrigin,
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://127.0.0.1:${remotePorts[r]}`])) as Record<
      RemoteName,
      string
    >,
    apiUrl,
    chatServerUrl,
    config: JSON.parse(configJson) as unknown,
    controlUrl: control.url,
    logDir,
    apiDataDir,
    pushTlsDir,
    releaseStore,
  };
  process.env[SUITE_ENV] = JSON.stringify(suite);

  return async () => {
    await control.close();
    await stopAll();
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
