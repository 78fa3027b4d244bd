import fs from 'node:fs';
import path from 'node:path';
import { SUITE, type SuiteShape } from './suite';

/**
 * The manifest a Node service runs with: suite.json, or the file named by
 * HEALTHWATCH_SUITE (a whole suite on other ports without editing the checkout;
 * build/suite.js reads the same variable for webpack and the scripts).
 */
export function suiteFromEnv(env: NodeJS.ProcessEnv = process.env): SuiteShape {
  const file = env.HEALTHWATCH_SUITE?.trim();
  return file ? (JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as SuiteShape) : SUITE;
}
