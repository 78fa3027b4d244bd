import { Readiness } from './readiness';

const settle = () => new Promise((r) => setImmediate(r));

describe('Readiness', () => {
  it('is ready with nothing to wait for', () => {
    expect(new Readiness().ready).toBe(true);
  });

  it('is not ready while a start-up load is under way, and ready once it is in', async () => {
    const r = new Readiness();
    let finish = () => {};
    r.track('mapAggregates', new Promise<void>((resolve) => (finish = resolve)));
    expect([r.ready, r.report()]).toEqual([false, { mapAggregates: 'loading' }]);
    finish();
    await settle();
    expect([r.ready, r.report()]).toEqual([true, { mapAggregates: 'ok' }]);
  });

  it('stays not ready when a load failed, and says which', async () => {
    const r = new Readiness();
    r.track('mapAggregates', Promise.reject(new Error('database went away')));
    r.track('other', Promise.resolve());
    await settle();
    expect([r.ready, r.report()]).toEqual([false, { mapAggregates: 'failed', other: 'ok' }]);
  });
});
