import { BackendFunctionError, invokeBackendFunction } from './function-errors';
import { createSupabaseClient } from './supabase-data-client';
import { HostedSupabaseDouble } from '../../test-support/hosted-supabase-double';

// Backend (Edge) functions answered by the local double of the hosted service.
// Real sockets on a shared, busy machine: room to breathe, though each test takes well under a second.
jest.setTimeout(20000);

describe('backend function errors (docs/SPEC.md §8)', () => {
  let double: HostedSupabaseDouble;
  beforeEach(async () => {
    double = await HostedSupabaseDouble.start();
  });
  afterEach(() => double.stop());

  const failureOf = async (call: Promise<unknown>) => {
    try {
      await call;
    } catch (err) {
      expect(err).toBeInstanceOf(BackendFunctionError);
      return (err as BackendFunctionError).failure;
    }
    throw new Error('expected a failure');
  };

  it('returns the answer of a function that succeeds', async () => {
    double.functionAnswer = { kind: 'ok', body: { tip: 'Rest' } };
    const client = createSupabaseClient({ url: double.url, anonKey: 'anon' });
    await expect(invokeBackendFunction(client, 'submit-report', { a: 1 })).resolves.toEqual({ tip: 'Rest' });
    expect(double.requests[0]).toMatchObject({ method: 'POST', path: '/functions/v1/submit-report', body: { a: 1 } });
  });

  it('says when the request could not be sent', async () => {
    const client = createSupabaseClient({ url: 'http://127.0.0.1:9', anonKey: 'anon' });
    await expect(failureOf(invokeBackendFunction(client, 'submit-report', {}))).resolves.toEqual({
      kind: 'fetch',
      message: 'Failed to send the request to the backend function submit-report',
    });
  });

  it('says when the relay failed', async () => {
    double.functionAnswer = { kind: 'relay' };
    const client = createSupabaseClient({ url: double.url, anonKey: 'anon' });
    await expect(failureOf(invokeBackendFunction(client, 'get-tip', {}))).resolves.toEqual({
      kind: 'relay',
      status: 502,
      message: 'Relay error while calling the backend function get-tip',
    });
  });

  it('says which non-2xx status came back, with the server text', async () => {
    double.functionAnswer = { kind: 'http', status: 422, body: { error: 'pinCode is required' } };
    const client = createSupabaseClient({ url: double.url, anonKey: 'anon' });
    await expect(failureOf(invokeBackendFunction(client, 'submit-report', {}))).resolves.toEqual({
      kind: 'http',
      status: 422,
      message: 'The backend function submit-report answered with status 422: pinCode is required',
    });
  });
});
