import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACTS_VERSION } from './contracts-version';

test('CONTRACTS_VERSION is the package version major.minor', () => {
  const pkg = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
  expect(CONTRACTS_VERSION).toBe(pkg.version.split('.').slice(0, 2).join('.'));
});
