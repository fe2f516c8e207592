import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '#intl/locales.ts';
import { formMessages } from '#src/features/forms/form-rules.ts';
import { forms } from '#src/features/forms/forms.ts';

const catalog = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../intl/messages', locale, 'forms.json'), 'utf8'));

describe('the docs rating’s confirmation', () => {
  const { ids } = forms['docs-rating'];

  it('thanks for the rating instead of promising a reply', () => {
    expect(ids.sent).not.toBe(formMessages.sent);
    expect(catalog('en-us')[ids.sentHeading]).toBe('Thanks for your rating');
    expect(catalog('en-us')[ids.sent]).not.toMatch(/get back to you/i);
  });

  it('is written in every locale, differently from the message form’s', () => {
    for (const locale of localeCodes) {
      const messages = catalog(locale);
      expect(messages[ids.sent], locale).toBeTruthy();
      expect(messages[ids.sent], locale).not.toBe(messages[formMessages.sent]);
    }
  });
});
