import { devOrigins, type RemoteModuleId, type RemoteModuleRef, REMOTE_NAMES, routeProblems, SUITE } from './suite';

describe('suite manifest', () => {
  it('every route names a remote and expose the manifest has', () => {
    expect(routeProblems(SUITE)).toEqual([]);
    expect(
      routeProblems({ ...SUITE, routes: [{ path: '/x', label: 'X', remote: 'map', expose: 'HealthMapp' }] }),
    ).toEqual(['/x: map exposes no "HealthMapp"']);
  });

  it('types remote and expose names from its keys', () => {
    const good: RemoteModuleId = 'map/HealthMap';
    // @ts-expect-error a misspelt expose fails the typecheck
    const misspelt: RemoteModuleId = 'map/HealthMapp';
    // @ts-expect-error another remote's expose fails the typecheck
    const crossed: RemoteModuleRef = { remote: 'map', expose: 'ReportForm' };
    expect([good, misspelt, crossed.expose]).toHaveLength(3);
    expect(REMOTE_NAMES).toEqual(Object.keys(SUITE.remotes));
  });

  it('derives the development origins from the shell and remote ports', () => {
    const origins = devOrigins({ ...SUITE, remotes: { map: { port: 3901, exposes: {} } } });
    expect(origins).toEqual([
      `http://localhost:${SUITE.shell.port}`,
      `http://127.0.0.1:${SUITE.shell.port}`,
      'http://localhost:3901',
      'http://127.0.0.1:3901',
    ]);
  });
});
