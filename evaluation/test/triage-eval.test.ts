import { evaluate } from '../triage/run';
import { VIGNETTES } from '../triage/vignettes';

// The accuracy figures are reported by `npm run eval:triage`; only the safety
// floor is a test: no emergency vignette may be triaged below emergency.
describe('triage evaluation', () => {
  it('has at least 40 vignettes, each with a rationale', () => {
    expect(VIGNETTES.length).toBeGreaterThanOrEqual(40);
    for (const v of VIGNETTES) expect(v.rationale.length).toBeGreaterThan(10);
    expect(new Set(VIGNETTES.map((v) => v.id)).size).toBe(VIGNETTES.length);
  });

  it('recalls every emergency and never under-triages', () => {
    const s = evaluate();
    expect(s.emergencyRecall).toBe(1);
    expect(s.underTriaged).toBe(0);
    const spoken = evaluate(VIGNETTES, false);
    expect(spoken.emergencyRecall).toBe(1);
    expect(spoken.underTriaged).toBe(0);
  });
});
