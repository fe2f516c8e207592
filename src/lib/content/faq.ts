import type { Locale } from '#intl/locales.ts';
import type { ContentSource, Filter, RawItem } from './query.ts';
import { sitePathOrNull } from './raw-values.ts';
import { renderMarkdown } from './render-markdown.ts';
import { published } from './rules.ts';
import type { FaqGroup, FaqQuestion } from './types.ts';

const questionFields = ['id', 'question', 'answer', 'landing_pages.landing_pages_id.path'];

const reshapeQuestion = (raw: RawItem, locale: Locale): FaqQuestion => ({
  id: Number(raw.id),
  question: String(raw.question ?? ''),
  answer: renderMarkdown(String(raw.answer ?? ''), locale),
  // Landing paths become links (the /faq/ page's group links): site paths only.
  landingPaths: (Array.isArray(raw.landing_pages) ? raw.landing_pages : []).flatMap((junction: RawItem) => {
    const landing = junction?.landing_pages_id as RawItem | null;
    return sitePathOrNull(landing?.path) ?? [];
  }),
});

const questions = async (source: ContentSource, locale: Locale, filter: Filter): Promise<FaqQuestion[]> => {
  const { data } = await source.items('faq', {
    filter: { _and: [published, { locale: { _eq: locale } }, filter] },
    fields: questionFields,
    sort: ['id'],
    limit: -1,
  });
  if (!Array.isArray(data)) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'FAQ answer is not a list', locale }));
    return [];
  }
  return data.map((raw) => reshapeQuestion(raw, locale));
};

/**
 * The /faq/ page: questions marked for it, grouped under the landing pages
 * shown there in `faq_sort` order. A question linked to several landing
 * pages appears under the first of them.
 */
export const faqGroups = async (source: ContentSource, locale: Locale): Promise<FaqGroup[]> => {
  const [landings, all] = await Promise.all([
    source.items('landing_pages', {
      filter: { _and: [published, { locale: { _eq: locale } }, { show_on_faq_page: { _eq: true } }] },
      fields: ['path', 'faq_sort'],
      sort: ['faq_sort'],
      limit: -1,
    }),
    questions(source, locale, { show_on_faq_page: { _eq: true } }),
  ]);
  const order = landings.data.flatMap((landing) => sitePathOrNull(landing.path) ?? []);
  const groups = new Map<string, FaqQuestion[]>(order.map((path) => [path, []]));
  for (const question of all) {
    const home = order.find((path) => question.landingPaths.includes(path));
    if (home) groups.get(home)?.push(question);
  }
  return order.flatMap((landingPath) => {
    const list = groups.get(landingPath) ?? [];
    return list.length ? [{ landingPath, questions: list }] : [];
  });
};

/** Questions shown on one product landing; a failing service gives an empty list (spec §8). */
export const landingFaq = async (source: ContentSource, locale: Locale, landingPath: string): Promise<FaqQuestion[]> => {
  try {
    return await questions(source, locale, {
      show_on_product_page: { _eq: true },
      landing_pages: { _some: { landing_pages_id: { path: { _eq: landingPath } } } },
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', msg: 'FAQ questions not loaded', locale, landingPath, error: String(error) }));
    return [];
  }
};

export type LandingPage = { path: string; faqSort: number | null; showOnFaqPage: boolean };

/** The published landing pages of a locale, in `faq_sort` order: what FAQ questions link to. */
export const landingPages = async (source: ContentSource, locale: Locale): Promise<LandingPage[]> => {
  const { data } = await source.items('landing_pages', {
    filter: { _and: [published, { locale: { _eq: locale } }] },
    fields: ['path', 'faq_sort', 'show_on_faq_page'],
    sort: ['faq_sort'],
    limit: -1,
  });
  return data.map((raw) => ({
    path: String(raw.path ?? ''),
    faqSort: typeof raw.faq_sort === 'number' ? raw.faq_sort : null,
    showOnFaqPage: raw.show_on_faq_page === true,
  }));
};
