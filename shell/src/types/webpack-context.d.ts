// webpack's require.context (a build-time directive), used by src/index.ts.
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): unknown;
  }
}
