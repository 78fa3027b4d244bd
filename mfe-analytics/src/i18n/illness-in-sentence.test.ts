import { analyticsCatalogs, type MessageId } from './analytics-catalogs';
import { illnessInSentence } from './illness-in-sentence';

describe('illnessInSentence', () => {
  it("names the form's Unknown and Other as an illness, the rest by their word, and anything else as it came", async () => {
    for (const [locale, expected] of [
      ['en', ['Unknown illness', 'Other illness', 'Dengue', 'Influenza-like illness']],
      ['es', ['Enfermedad desconocida', 'Otra enfermedad', 'Dengue', 'Influenza-like illness']],
    ] as const) {
      const words = await analyticsCatalogs.load(locale);
      const t = (id: MessageId) => {
        const word = words[id];
        return typeof word === 'string' ? word : id;
      };
      expect(['unknown', 'other', 'dengue', 'Influenza-like illness'].map((id) => illnessInSentence(t, id))).toEqual(
        expected,
      );
    }
  });
});
