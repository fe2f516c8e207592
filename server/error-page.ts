import { loadMessages } from '#intl/catalog.ts';
import { type Locale, locales, localizePath } from '#intl/locales.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#101828}a{color:#1f4fd1}pre{white-space:pre-wrap;background:#f5f7fa;padding:1rem}</style></head><body>${body}</body></html>`;

/**
 * The page shown when rendering fails (spec §8: status code, default 500, and a
 * message). It is a plain string so it still works when React rendering is
 * what broke; if even this fails, `fallbackErrorPage` answers.
 */
export const renderErrorPage = async (locale: Locale, status: number): Promise<string> => {
  const m = await loadMessages(locale, ['common']);
  const t = (id: string) => escapeHtml(m[id] ?? '');
  return page(
    locales[locale].iso,
    m['error.title'] ?? 'Error',
    `<p>${t('error.status').replace('{status}', String(status))}</p><h1>${t('error.heading')}</h1><p>${t('error.text')}</p><p><a href="${localizePath('/', locale)}">${t('error.home')}</a></p>`,
  );
};

/** Spec §2: shown if rendering the error page itself fails. */
export const fallbackErrorPage = (error: unknown): string =>
  page(
    'en-US',
    'An error occurred while showing the error page',
    `<h1>An error occurred while showing the error page</h1><details><summary>Error details</summary><pre>${escapeHtml(
      error instanceof Error ? error.message : String(error),
    )}</pre></details><p><a href="/">Go back to home</a></p>`,
  );
