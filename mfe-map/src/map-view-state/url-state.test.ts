import { parseViewState, serialiseViewState } from './url-state';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('view state in the URL', () => {
  it('round-trips centre, zoom, time range and filters', () => {
    const state = {
      center: { lat: 18.93512345, lng: 72.8351 },
      zoom: 9,
      filters: { illness: 'dengue' as const, severity: 'severe' as const, from: '2026-11-16', to: '2026-11-22' },
    };
    const qs = serialiseViewState(state);
    expect(qs).toBe('?illness=dengue&severity=severe&from=2026-11-16&to=2026-11-22&lat=18.9351&lng=72.8351&z=9');
    expect(parseViewState(qs, NOW)).toEqual({ ...state, center: { lat: 18.9351, lng: 72.8351 } });
  });

  it('keeps parameters it does not own and drops its own when unset', () => {
    expect(serialiseViewState({ center: null, zoom: null, filters: {} }, '?api=x&illness=flu&z=3')).toBe('?api=x');
  });

  it('drops each bad field alone', () => {
    expect(
      parseViewState('?illness=plague&symptom=Fever&from=2026-02-31&to=2026-11-20&lat=91&lng=0&z=abc', NOW),
    ).toEqual({ center: null, zoom: null, filters: { symptom: 'Fever', to: '2026-11-20' } });
    expect(parseViewState('?from=2026-11-20&to=2026-11-01', NOW).filters).toEqual({});
  });
});
