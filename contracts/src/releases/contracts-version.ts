/**
 * The major.minor of this package (package.json `version`): what the shell offers its remotes.
 * A constant rather than an import of package.json, so the browser bundle carries three bytes;
 * a unit test keeps it equal to package.json, which build/release.mjs reads.
 */
export const CONTRACTS_VERSION = '1.0';
