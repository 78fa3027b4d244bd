import type { ComponentType } from 'react';
import type { RemoteModuleId, RemoteModuleRef } from '@healthwatch/contracts';

export type { RemoteModuleRef };

/** Loads `<remote>/<Expose>` (typed from suite.json) and resolves to the module object (or null). */
export type RemoteLoader = (id: RemoteModuleId) => Promise<unknown>;

export function remoteId(ref: RemoteModuleRef): RemoteModuleId {
  return `${ref.remote}/${ref.expose}` as RemoteModuleId;
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
