import { Prose } from '#ds/primitives/Prose/Prose.tsx';
import type { FaqItem } from '#ds/sections/Faq/Faq.tsx';
import type { FaqQuestion } from '#src/lib/content/types.ts';

/** FAQ questions as the kit's accordion items (the /faq/ page and the product landings). */
export const faqItems = (questions: readonly FaqQuestion[]): FaqItem[] =>
  questions.map((q) => ({ id: String(q.id), question: q.question, answer: <Prose html={q.answer.html} /> }));
