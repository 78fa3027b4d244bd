import type { Report, SubmitReportBody } from '@healthwatch/contracts';
import { lazyReportClient, type ReportClient } from './report-client';

const body: SubmitReportBody = {
  country: 'IN',
  pinCode: '400001',
  symptoms: ['Fever'],
  illnessType: 'unknown',
  severity: 'mild',
};

describe('lazyReportClient', () => {
  it('loads the client on the first call only, and again after a failed load', async () => {
    const submitted: SubmitReportBody[] = [];
    const real: ReportClient = {
      submitReport: async (b) => {
        submitted.push(b);
        return { id: '1' } as Report;
      },
      geocode: async () => ({ kind: 'unavailable', message: 'down' }),
      matchTip: async () => null,
    };
    let loads = 0;
    const client = lazyReportClient(async () => {
      loads++;
      if (loads === 1) throw new Error('chunk failed');
      return real;
    });
    expect(loads).toBe(0);
    await expect(client.submitReport(body)).rejects.toThrow('chunk failed');
    await expect(client.submitReport(body)).resolves.toEqual({ id: '1' });
    await expect(client.geocode('IN', '400001')).resolves.toEqual({ kind: 'unavailable', message: 'down' });
    expect(loads).toBe(2);
    expect(submitted).toEqual([body]);
  });
});
