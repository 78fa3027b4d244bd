export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ: FaqItem[] = [
  {
    question: 'Do I need an account to report symptoms?',
    answer:
      'No. There are no accounts and no sign-in. You choose your symptoms, your country and your postal code; a nickname is optional and is never sent with the report.',
  },
  {
    question: 'How precise is the location shown on the map?',
    answer:
      'Only as precise as a postal code. HealthWatch places each report at the centre of its postal-code area, looked up on our own server, and never asks the browser for your position or stores your IP address.',
  },
  {
    question: 'Can HealthWatch tell me what illness I have?',
    answer:
      'No. Health tips, the AI consultation and the analytics are general information that help you decide when to seek care. They are not a diagnosis. In an emergency, call your local emergency number.',
  },
  {
    question: 'Does HealthWatch cost anything?',
    answer: 'No. HealthWatch is free to use, and it shows no advertising.',
  },
];

/** schema.org FAQPage structured data for search engines. */
export function faqJsonLd(items: FaqItem[] = FAQ): string {
  const doc = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
  // "<" is escaped so no answer text can ever close the script element.
  return JSON.stringify(doc).replace(/</g, '\\u003c');
}
