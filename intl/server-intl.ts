import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { loadMessages, type Namespace } from './catalog.ts';
import { type Locale, locales } from './locales.ts';

const cache = createIntlCache();
const intls = new Map<string, Promise<IntlShape>>();

/** The server-side formatter of a locale and set of namespaces, shared by every render. */
export const getIntl = (locale: Locale, ns: readonly Namespace[] = ['common']): Promise<IntlShape> => {
  const key = `${locale}:${[...ns].sort().join(',')}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = loadMessages(locale, ns).then((messages) =>
      createIntl(
        {
          locale: locales[locale].iso,
          defaultLocale: 'en-US',
          messages,
          timeZone: 'UTC',
          onError: (error) => {
            console.error(JSON.stringify({ level: 'error', msg: 'intl', locale, error: String(error.message) }));
          },
        },
        cache,
      ),
    );
    intls.set(key, intl);
  }
  return intl;
};
