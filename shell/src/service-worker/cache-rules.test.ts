import { cacheRuleFor } from './cache-rules';

const SHELL = 'http://127.0.0.1:3000';
const API = 'http://127.0.0.1:4000';
const rule = (method: string, url: string) => cacheRuleFor(method, new URL(url), SHELL);

describe('which requests the service worker keeps for offline use', () => {
  it('keeps the public aggregates the map and the statistics show', () => {
    expect(rule('GET', `${API}/api/reports/clusters?bbox=1,2,3,4&precision=2&encoding=delta`)).toBe('aggregate');
    expect(rule('GET', `${API}/api/reports/timeline?bbox=1,2,3,4`)).toBe('aggregate');
    expect(rule('GET', `${API}/api/stats?illness=flu`)).toBe('aggregate');
  });

  it('keeps what the shell needs to start: its config.json and release discovery', () => {
    expect(rule('GET', `${SHELL}/config.json`)).toBe('config');
    expect(rule('GET', `${API}/api/discovery`)).toBe('config');
    expect(rule('GET', `${API}/config.json`)).toBeNull();
  });

  it('never keeps a report, a submission, the live feed, a tip, a place, chat or a write', () => {
    expect(rule('POST', `${API}/api/reports`)).toBeNull();
    expect(rule('POST', `${API}/api/stats`)).toBeNull();
    expect(rule('GET', `${API}/api/reports?country=IN`)).toBeNull();
    expect(rule('GET', `${API}/api/reports/stream`)).toBeNull();
    expect(rule('GET', `${API}/api/health-tips/match?symptoms=Fever`)).toBeNull();
    expect(rule('GET', `${API}/api/geocode?country=IN&postalCode=411001`)).toBeNull();
    expect(rule('GET', 'http://127.0.0.1:4001/socket.io/?EIO=4&transport=polling')).toBeNull();
    expect(rule('POST', `${API}/api/client-errors`)).toBeNull();
  });
});
