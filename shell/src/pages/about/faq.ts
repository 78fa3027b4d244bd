import type { AboutMessageId } from './about-catalogs';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The questions, in the order the page asks them; their words are in the About catalogs. */
export const FAQ_IDS: readonly { question: AboutMessageId; answer: AboutMessageId }[] = [
  { question: 'about.faq.account.question', answer: 'about.faq.account.answer' },
  { question: 'about.faq.location.question', answer: 'about.faq.location.answer' },
  { question: 'about.faq.diagnosis.question', answer: 'about.faq.diagnosis.answer' },
  { question: 'about.faq.cost.question', answer: 'about.faq.cost.answer' },
];

/** schema.org FAQPage structured data for search engines, in the language the page shows. */
export function faqJsonLd(items: readonly FaqItem[]): string {
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
