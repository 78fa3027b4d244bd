// Defined by build/webpack-app.js from RELEASE_VERSION, which `npm run release` sets.
declare const __HEALTHWATCH_RELEASE__: string | null;

/** The release this build was published as; null for a plain build (dev server, `npm run build`). */
export const RELEASE_VERSION: string | null =
  typeof __HEALTHWATCH_RELEASE__ === 'undefined' ? null : __HEALTHWATCH_RELEASE__;
