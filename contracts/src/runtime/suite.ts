import suite from '../../suite.json';

/**
 * The suite manifest (contracts/suite.json): remotes, their exposes and ports,
 * the routes with their navigation labels, the service ports. Its keys type the
 * remote and expose names, so a misspelt one fails `npm run typecheck`.
 */
export type SuiteManifest = typeof suite;
export const SUITE: SuiteManifest = suite;

type Remotes = SuiteManifest['remotes'];
export type RemoteName = keyof Remotes & string;
/** What `remote` exposes, without "./" (e.g. "HealthMap" for map). */
export type ExposeName<R extends RemoteName> = keyof Remotes[R]['exposes'] & string;
/** `<remote>/<Expose>`, as loadRemote takes it. */
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposeName<R>}` }[RemoteName];

/** The remotes in manifest order, as the shell registers them. */
export const REMOTE_NAMES = Object.keys(suite.remotes) as readonly RemoteName[];

export interface SuiteRoute {
  path: string;
  /** Navigation label, also the page heading. */
  label: string;
  /** Set when one remote's page component is the whole route. */
  remote?: string;
  expose?: string;
  description?: string;
}

/** Every route in navigation order. */
export const SUITE_ROUTES: readonly SuiteRoute[] = suite.routes;

export interface SuiteShape {
  shell: { port: number };
  services: Record<string, { port: number }>;
  remotes: Record<string, { port: number; exposes: Record<string, string> }>;
  routes: readonly SuiteRoute[];
}

export function isRemoteName(name: unknown): name is RemoteName {
  return typeof name === 'string' && Object.hasOwn(suite.remotes, name);
}

/** The problems of a manifest's routes: a route naming a remote or expose that does not exist. */
export function routeProblems(manifest: SuiteShape): string[] {
  const problems: string[] = [];
  for (const route of manifest.routes) {
    if (route.remote === undefined) continue;
    const remote = manifest.remotes[route.remote];
    if (!remote) problems.push(`${route.path}: no remote "${route.remote}"`);
    else if (!route.expose || !Object.hasOwn(remote.exposes, route.expose))
      problems.push(`${route.path}: ${route.remote} exposes no "${route.expose}"`);
  }
  return problems;
}

/** Local development origins (the shell and every remote, localhost and 127.0.0.1). */
export function devOrigins(manifest: SuiteShape = suite): string[] {
  const ports = [manifest.shell.port, ...Object.values(manifest.remotes).map((r) => r.port)];
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** One exposed module of one remote; the pair is checked against the manifest's types. */
export type RemoteModuleRef = { [R in RemoteName]: { remote: R; expose: ExposeName<R> } }[RemoteName];

/** A route's remote page from the manifest, checked at run time (its strings carry no literal types). */
export function remoteRefOf(route: SuiteRoute): RemoteModuleRef | null {
  if (route.remote === undefined) return null;
  const remote = route.remote;
  if (!isRemoteName(remote) || !route.expose || !Object.hasOwn(suite.remotes[remote].exposes, route.expose))
    throw new Error(`suite.json: ${route.path} names ${remote}/${route.expose}, which the manifest does not expose`);
  return { remote, expose: route.expose } as RemoteModuleRef;
}
