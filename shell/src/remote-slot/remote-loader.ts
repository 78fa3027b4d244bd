import type { ComponentType } from 'react';
import type { RemoteName } from '@healthwatch/contracts';

/** Loads `<remote>/<Expose>` and resolves to the module object (or null). */
export type RemoteLoader = (id: string) => Promise<unknown>;

export interface RemoteModuleRef {
  remote: RemoteName;
  /** The exposed name without "./", e.g. "HealthMap". */
  expose: string;
}

export function remoteId(ref: RemoteModuleRef): string {
  return `${ref.remote}/${ref.expose}`;
}

/** Accepts `export default Component` (the contract) and rejects anything else clearly. */
export function componentFrom<P>(mod: unknown, id: string): ComponentType<P> {
  const candidate =
    typeof mod === 'object' && mod !== null && 'default' in mod ? (mod as { default: unknown }).default : mod;
  if (
    typeof candidate === 'function' ||
    (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
  ) {
    return candidate as ComponentType<P>;
  }
  throw new Error(`${id} did not export a React component as its default export`);
}
