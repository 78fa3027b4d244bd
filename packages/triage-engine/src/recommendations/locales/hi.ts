import type { Wording } from '../wording-shape';

/** Hindi: the diagnosis's words (its advice lines are in the phoneAi remote's catalogs). */
export const HINDI: Wording = {
  labels: {
    flu: 'इन्फ़्लुएंज़ा (फ़्लू)',
    dengue: 'डेंगू',
    covid: 'COVID-19',
    malaria: 'मलेरिया',
    typhoid: 'टाइफ़ाइड बुखार',
    chikungunya: 'चिकनगुनिया',
    'common-cold': 'सामान्य जुकाम',
    gastroenteritis: 'गैस्ट्रोएंटेराइटिस (पेट का संक्रमण)',
    migraine: 'माइग्रेन',
  },
  unknownDiagnosis: 'अज्ञात — पर्याप्त जानकारी नहीं',
  pair: {
    mostLikely: (a, b) => `सबसे संभावित ${a} या ${b}`,
    bloodTest: 'खून की जाँच से दोनों में फ़र्क पता चलता है',
    swabTest: 'स्वैब जाँच से दोनों में फ़र्क पता चलता है',
    bloodTestFor: (condition) => `${condition} की खून की जाँच से दोनों में फ़र्क पता चलता है`,
    course: 'अगले कुछ दिनों में बीमारी कैसे बढ़ती है, उससे दोनों में फ़र्क पता चलता है',
  },
};
