import { CONDITIONS } from '@healthwatch/contracts';
import { calibrate, IDENTITY_CALIBRATION } from './calibration';

const uniform = () => ({
  conditions: Object.fromEntries(CONDITIONS.map((c) => [c, 0.09])) as Record<(typeof CONDITIONS)[number], number>,
  unmodelled: 0.19,
});

describe('calibrate', () => {
  it('leaves the posterior unchanged with the identity calibration', () => {
    const r = uniform();
    r.conditions.flu = 0.3;
    r.conditions.migraine = 0.02;
    const total = CONDITIONS.reduce((s, c) => s + r.conditions[c], 0) + r.unmodelled;
    r.unmodelled /= total;
    for (const c of CONDITIONS) r.conditions[c] /= total;
    const out = calibrate(r, IDENTITY_CALIBRATION);
    for (const c of CONDITIONS) expect(out.conditions[c]).toBeCloseTo(r.conditions[c], 12);
    expect(out.unmodelled).toBeCloseTo(r.unmodelled, 12);
  });

  it('keeps a distribution summing to 1, moves mass by the offsets and sharpens below temperature 1', () => {
    const offsets = { ...IDENTITY_CALIBRATION.offsets, malaria: Math.log(2) };
    const out = calibrate(uniform(), { temperature: 1, cap: 1, offsets });
    const sum = CONDITIONS.reduce((s, c) => s + out.conditions[c], 0) + out.unmodelled;
    expect(sum).toBeCloseTo(1, 12);
    expect(out.conditions.malaria / out.conditions.flu).toBeCloseTo(2, 10);
    const sharp = calibrate(
      { ...uniform(), unmodelled: 0.19 },
      { temperature: 0.5, cap: 1, offsets: IDENTITY_CALIBRATION.offsets },
    );
    // 0.19 vs 0.09: squared ratio at temperature 0.5.
    expect(sharp.unmodelled / sharp.conditions.flu).toBeCloseTo((0.19 / 0.09) ** 2, 8);
  });

  it('shows the leader at most at the cap and hands the rest to the others in proportion', () => {
    const r = uniform();
    r.conditions.flu = 0.9;
    const total = CONDITIONS.reduce((s, c) => s + r.conditions[c], 0) + r.unmodelled;
    r.unmodelled /= total;
    for (const c of CONDITIONS) r.conditions[c] /= total;
    const out = calibrate(r, { ...IDENTITY_CALIBRATION, cap: 0.3 });
    expect(out.conditions.flu).toBe(0.3);
    expect(CONDITIONS.reduce((s, c) => s + out.conditions[c], 0) + out.unmodelled).toBeCloseTo(1, 12);
    expect(out.conditions.dengue / out.unmodelled).toBeCloseTo(r.conditions.dengue / r.unmodelled, 12);
    expect(calibrate(r, { ...IDENTITY_CALIBRATION, cap: 0.99 }).conditions.flu).toBeCloseTo(r.conditions.flu, 12);
  });
});
