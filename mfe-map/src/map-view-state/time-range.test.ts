import { activePreset, nextPlayStep, presetRange, rangeToSlider, SLIDER_DAYS, sliderToRange } from './time-range';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('time range', () => {
  it('turns presets into ranges ending today and back', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-11-22', to: '2026-11-22' });
    expect(presetRange('7d', NOW)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('90d', NOW)).toEqual({ from: '2026-08-25', to: '2026-11-22' });
    expect(presetRange('all', NOW)).toEqual({});
    expect(activePreset({ from: '2026-11-16', to: '2026-11-22' }, NOW)).toBe('7d');
    expect(activePreset({}, NOW)).toBe('all');
    expect(activePreset({ from: '2026-11-15', to: '2026-11-22' }, NOW)).toBeNull();
  });

  it('maps ranges onto the 90 slider days, clamping what lies outside', () => {
    expect(rangeToSlider({}, NOW)).toEqual([0, SLIDER_DAYS - 1]);
    expect(rangeToSlider({ from: '2026-11-16', to: '2026-11-22' }, NOW)).toEqual([83, 89]);
    expect(rangeToSlider({ from: '2026-01-01', to: '2026-09-01' }, NOW)).toEqual([0, 7]);
    expect(rangeToSlider({ to: '2026-01-01' }, NOW)).toBeNull();
    expect(sliderToRange(83, 89, NOW)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('plays a window one day at a time and wraps after today', () => {
    expect(nextPlayStep([0, 6])).toEqual([1, 7]);
    expect(nextPlayStep([83, 89])).toEqual([0, 6]);
  });
});
