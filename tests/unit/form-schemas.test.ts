import { describe, expect, it } from 'vitest';
import { formMessages as formErrors, isValidPhone } from '#src/features/forms/form-rules.ts';
import { validateForm } from '#src/features/forms/forms.ts';

const errorsOf = (result: ReturnType<typeof validateForm>) => (result.ok ? {} : result.errors);

describe('form schemas', () => {
  it('sign up: every field required, "The field must contain a valid email"', () => {
    expect(errorsOf(validateForm('sign-up', {}))).toEqual({
      name: formErrors.blank,
      email: formErrors.blank,
      country: formErrors.blank,
      message: formErrors.blank,
    });
    expect(errorsOf(validateForm('sign-up', { name: 'Ana', email: 'nope', country: 'PT', message: 'Hi' }))).toEqual({
      email: formErrors.emailValid,
    });
    const ok = validateForm('sign-up', { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'Hi', extra: 'dropped' });
    expect(ok).toEqual({ ok: true, data: { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'Hi' } });
  });

  it('a hidden field that fails its rule gets a catalog id, never arktype’s English with the value in it', () => {
    // Found by \`npm run test:fuzz\`: redirectUrl "https://evil.example" came back as
    // 'redirectUrl must be valid according to an anonymous predicate (was "https://evil.example")'.
    const valid = { name: 'Ana', email: 'ana@example.pt', country: 'PT', message: 'Hi' };
    for (const extra of [
      { redirectUrl: 'https://evil.example' },
      { redirectUrl: '//evil.example' },
      { service: 'Not A Slug!' },
    ]) {
      const errors = errorsOf(validateForm('sign-up', { ...valid, ...extra }));
      expect(Object.values(errors), JSON.stringify(extra)).toEqual([formErrors.unreadable]);
    }
  });

  it('contact message: name, e-mail and message, "The field must contain a valid email"', () => {
    expect(errorsOf(validateForm('contact-message', {}))).toEqual({
      name: formErrors.blank,
      email: formErrors.blank,
      message: formErrors.blank,
    });
    expect(errorsOf(validateForm('contact-message', { name: 'Omar', email: 'omar@x', message: 'IPv6?' }))).toEqual({
      email: formErrors.emailValid,
    });
  });

  it('blank text is blank, however many spaces it has', () => {
    const applicant = { name: 'Ana', email: 'ana@mastodon.example' };
    expect(errorsOf(validateForm('join-program', { ...applicant, socials: '   ' }))).toEqual({ socials: formErrors.blank });
    expect(validateForm('join-program', { ...applicant, socials: 'https://mastodon.social/@ana' }).ok).toBe(true);
  });

  it('join the program: name and e-mail are required beside the socials (issue 24.7)', () => {
    expect(errorsOf(validateForm('join-program', { socials: 'https://mastodon.social/@ana' }))).toEqual({
      name: formErrors.blank,
      email: formErrors.blank,
    });
    expect(errorsOf(validateForm('join-program', { name: 'Ana', email: 'a@b', socials: 'x' }))).toEqual({
      email: formErrors.emailMust,
    });
  });

  it('business sign-up: "Please enter a valid email" and a known account type', () => {
    const result = errorsOf(
      validateForm('business-sign-up', { companyName: 'ACME', firstName: 'A', lastName: 'B', email: 'a@b', accountType: 'x' }),
    );
    expect(result).toEqual({ email: formErrors.emailPlease, accountType: formErrors.choose });
  });

  it('personal sign-up: the mobile phone must be valid', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.de', country: 'DE' };
    expect(errorsOf(validateForm('personal-sign-up', { ...base, mobilePhone: '12ab' }))).toEqual({
      mobilePhone: formErrors.phone,
    });
    expect(errorsOf(validateForm('personal-sign-up', { ...base, mobilePhone: '' }))).toEqual({ mobilePhone: formErrors.blank });
    expect(validateForm('personal-sign-up', { ...base, mobilePhone: '+49 30 1234567' }).ok).toBe(true);
  });

  it('become an author: a blank e-mail is blank, a malformed one "Must be a valid email"', () => {
    expect(errorsOf(validateForm('become-an-author', { name: 'A', email: ' ', country: 'FR', message: 'm' }))).toEqual({
      email: formErrors.blank,
    });
    expect(errorsOf(validateForm('become-an-author', { name: 'A', email: 'x', country: 'FR', message: 'm' }))).toEqual({
      email: formErrors.emailMust,
    });
  });

  it('schedule consultation: product, option for "other", challenge, timeline', () => {
    const base = {
      firstName: 'A',
      lastName: 'B',
      company: 'C',
      country: 'NL',
      email: 'a@b.nl',
      phone: '+31 20 123 4567',
      challenge: 'Scale out',
      timeline: 'asap',
    };
    expect(errorsOf(validateForm('schedule-consultation', { ...base, products: [] }))).toEqual({ products: formErrors.product });
    expect(errorsOf(validateForm('schedule-consultation', { ...base, products: ['other'], otherProduct: ' ' }))).toEqual({
      otherProduct: formErrors.option,
    });
    expect(
      errorsOf(validateForm('schedule-consultation', { ...base, products: ['gaming'], challenge: '', timeline: 'someday' })),
    ).toEqual({
      challenge: formErrors.challenge,
      timeline: formErrors.choose,
    });
    expect(validateForm('schedule-consultation', { ...base, products: ['other', 'iot'], otherProduct: 'Edge CDN' }).ok).toBe(
      true,
    );
    // "We will call you back" needs a number to call (issue 25.2).
    const { phone: _, ...noPhone } = base;
    expect(errorsOf(validateForm('schedule-consultation', { ...noPhone, products: ['iot'] }))).toEqual({
      phone: formErrors.blank,
    });
    expect(errorsOf(validateForm('schedule-consultation', { ...base, phone: 'call me', products: ['iot'] }))).toEqual({
      phone: formErrors.phone,
    });
  });

  it('partner contact: company types and hub roles from the spec', () => {
    const base = {
      name: 'A',
      surname: 'B',
      fullName: 'A B',
      phone: '+1 212 555 0100',
      email: 'a@b.com',
      message: 'm',
      companyName: 'C',
      website: 'c.com',
      coreBusiness: 'MSP',
      otherPartners: 'none',
    };
    expect(validateForm('partner-contact', { ...base, companyType: 'llc', hubPosition: 'service' }).ok).toBe(true);
    expect(errorsOf(validateForm('partner-contact', { ...base, companyType: 'gmbh', hubPosition: 'buy' }))).toEqual({
      companyType: formErrors.choose,
      hubPosition: formErrors.choose,
    });
  });

  it('docs rating: 1 to 5 stars for an article', () => {
    expect(validateForm('docs-rating', { articleTitle: 'Create a server', rating: 5 }).ok).toBe(true);
    expect(errorsOf(validateForm('docs-rating', { articleTitle: 'Create a server', rating: 9 }))).toEqual({
      rating: formErrors.rating,
    });
  });

  it('recognises phone numbers', () => {
    expect(isValidPhone('+55 (11) 91234-5678')).toBe(true);
    expect(isValidPhone('030/1234567')).toBe(true);
    expect(isValidPhone('123')).toBe(false);
    expect(isValidPhone('call me')).toBe(false);
  });
});
