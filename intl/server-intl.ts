import type { MessageDescriptor } from 'react-intl';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { copyPrices } from '#src/features/pricing/rules/copy-prices.ts';
import { loadMessages, type Namespace } from './catalog.ts';
import { type Locale, locales } from './locales.ts';

const cache = createIntlCache();
const intls = new Map<string, Promise<IntlShape>>();

/**
 * The formatter with each message that takes no values formatted once, and `defaults` (the amounts
 * catalog copy names, `{serverPrice}`…) given to every message, under the caller's own values. @formatjs merges the formats
 * and stringifies them into a memo key on every call: about 2 ms of each render went there, nearly
 * all of it on the chrome's fixed labels. Calls with values (counts, names, rich text) go through.
 */
export const withFixedTextsOnce = (intl: IntlShape, defaults: Readonly<Record<string, string>> = {}): IntlShape => {
  // formatMessage's overloads, as one signature to delegate to.
  type Format = (descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: unknown) => unknown;
  const format = intl.formatMessage as Format;
  const texts = new Map<string, unknown>();
  const formatMessage: Format = (descriptor, values, options) => {
    if (values !== undefined || options !== undefined || descriptor.id === undefined)
      return format(descriptor, { ...defaults, ...values }, options);
    const id = String(descriptor.id);
    if (!texts.has(id)) texts.set(id, format(descriptor, defaults));
    return texts.get(id);
  };
  return { ...intl, formatMessage: formatMessage as IntlShape['formatMessage'], $t: formatMessage as IntlShape['$t'] };
};

/** The server-side formatter of a locale and set of namespaces, shared by every render. */
export const getIntl = (locale: Locale, ns: readonly Namespace[] = ['common']): Promise<IntlShape> => {
  const key = `${locale}:${[...ns].sort().join(',')}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = loadMessages(locale, ns).then((messages) =>
      withFixedTextsOnce(
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
        copyPrices(locales[locale].iso),
      ),
    );
    intls.set(key, intl);
  }
  return intl;
};
