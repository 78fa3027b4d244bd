// What global setup publishes to the test workers: URLs and the control endpoint.
import { REMOTE_NAMES, type RemoteName } from '@healthwatch/contracts/runtime/suite';

export type { RemoteName };
/** The remotes of the suite manifest (suite.json). */
export const REMOTES = REMOTE_NAMES;

/** Every service a spec can stop and start again. */
export type ServiceName = 'shell' | RemoteName | 'api' | 'chat-server';

export interface SuiteInfo {
  shellUrl: string;
  /** Base URL of each remote's static server. */
  remotes: Record<RemoteName, string>;
  /** null when the package has no src/server.ts yet. */
  apiUrl: string | null;
  chatServerUrl: string | null;
  /** The config.json the shell serves. */
  config: unknown;
  /** POST <controlUrl>/services/<name>/stop|start */
  controlUrl: string;
  /** Where each service's stdout/stderr goes. */
  logDir: string;
  /** The API's data directory (PGlite under pglite/), to seed while the API is stopped. */
  apiDataDir: string;
  /** key.pem and cert.pem of the push-service stand-in, which the API trusts. */
  pushTlsDir: string;
  /** The release store the shell serves under /releases/ (RELEASE_STORE of npm run release). */
  releaseStore: string;
}

export const SUITE_ENV = 'HEALTHWATCH_E2E_SUITE';

export function readSuite(): SuiteInfo {
  const raw = process.env[SUITE_ENV];
  if (!raw)
    throw new Error(
      `${SUITE_ENV} is not set: run the specs through playwright.config.ts (its global setup starts the suite).`,
    );
  return JSON.parse(raw) as SuiteInfo;
}
