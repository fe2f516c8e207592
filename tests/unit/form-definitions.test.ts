import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeCodes, locales } from '#intl/locales.ts';
import { type FormDefinition, messageIdsOf } from '#src/features/forms/define-form.ts';
import { formMessages } from '#src/features/forms/form-rules.ts';
import { formMessagePrefixes, formNames, formOfModal, forms } from '#src/features/forms/forms.ts';
import { modalNames } from '#src/features/forms/modals.ts';

const read = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../intl/messages', locale, `${ns}.json`), 'utf8'));

const definitions: FormDefinition[] = Object.values(forms);

describe('form definitions', () => {
  it('are each registered under their own name', () => {
    for (const name of formNames) expect(forms[name].name).toBe(name);
  });

  for (const locale of localeCodes) {
    it(`have every message id they show in the ${locale} catalogs`, () => {
      const shared = read(locales[locale].file, 'forms');
      for (const id of Object.values(formMessages)) expect(shared[id], `${locale} ${id}`).toBeTruthy();
      for (const form of definitions) {
        const catalog = { ...shared, ...read(locales[locale].file, form.catalog) };
        for (const id of messageIdsOf(form)) expect(catalog[id], `${locale} ${form.catalog} ${id}`).toBeTruthy();
      }
    });
  }

  it('use their name as the namespace of their message ids', () => {
    for (const form of definitions) {
      for (const id of messageIdsOf(form)) {
        const owners = ['form', form.name, ...form.modals];
        expect(
          owners.some((owner) => id.startsWith(`${owner}.`)),
          id,
        ).toBe(true);
      }
    }
  });

  it('give every message id of the shared catalog to the page’s client messages', () => {
    const shared = Object.keys(read('en-us', 'forms'));
    const owned = (id: string) => formMessagePrefixes.some((prefix) => id.startsWith(prefix));
    expect(shared.filter((id) => !owned(id))).toEqual([]);
  });
});

describe('form modals', () => {
  it('every modal name has a definition: a form that shows it, or one of the two that show none', () => {
    const shown = definitions.flatMap((form) => form.modals);
    for (const modal of modalNames) {
      if (modal === 'offer' || modal === 'pop-up') expect(shown, modal).not.toContain(modal);
      else
        expect(
          shown.filter((m) => m === modal),
          modal,
        ).toHaveLength(1);
    }
  });

  it('a form’s first modal is named like the form; another is a variant of it', () => {
    const shownInModals = definitions.filter((form) => form.modals.length > 0);
    expect(shownInModals.length).toBeGreaterThan(0);
    for (const form of shownInModals) {
      const [first, ...variants] = form.modals;
      expect(first).toBe(form.name);
      for (const variant of variants) expect(variant.startsWith(`${form.name}-`), variant).toBe(true);
    }
    expect(formOfModal('schedule-consultation-short')).toBe('schedule-consultation');
    expect(formOfModal('contact-message')).toBe('contact-message');
  });
});
