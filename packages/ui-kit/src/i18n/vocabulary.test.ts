import { CASE_DEFINITION_IDS, CASE_DEFINITION_LABELS } from '@healthwatch/contracts';
import shared from './messages/en.json';

describe('case definition names', () => {
  it("are the shared catalog's English words", () => {
    const words: Record<string, string> = shared;
    for (const id of CASE_DEFINITION_IDS) expect(words[`definition.${id}`]).toBe(CASE_DEFINITION_LABELS[id]);
  });
});
