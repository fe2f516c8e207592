import { describe, expect, it } from 'vitest';
import { deepLinkedModal, modalAction, modalTrigger, readModalTrigger } from '#src/features/forms/modal-trigger.ts';
import { createModalMachine, isModalName } from '#src/features/forms/modals.ts';

describe('modal machine', () => {
  it('opens the sign-up modal with service data and resets it all on close', () => {
    const modals = createModalMachine();
    modals.openSignUp({ service: 'kubernetes', redirectUrl: '/products/kubernetes/', event: 'signup_k8s' });
    expect(modals.state.open).toBe('sign-up');
    expect(modals.state.signUp).toEqual({
      service: 'kubernetes',
      redirectUrl: '/products/kubernetes/',
      event: 'signup_k8s',
      byEmail: false,
    });
    modals.close();
    expect(modals.state.open).toBeNull();
    expect(modals.state.signUp).toEqual({ service: null, redirectUrl: null, event: null, byEmail: false });
  });

  it('opens in by-email mode', () => {
    const modals = createModalMachine();
    modals.openSignUp({ byEmail: true });
    expect(modals.state.signUp.byEmail).toBe(true);
  });

  it('remembers the article a docs rating is about, until closed', () => {
    const modals = createModalMachine();
    modals.openDocsRating('Create a server');
    expect(modals.state).toMatchObject({ open: 'docs-rating', docsArticle: 'Create a server' });
    modals.close();
    expect(modals.state.docsArticle).toBeNull();
  });

  it('holds the ordered tariff of the offer and the content of a pop-up, until closed', () => {
    const modals = createModalMachine();
    modals.openOffer(301);
    expect(modals.state).toMatchObject({ open: 'offer', offerTariff: 301 });
    modals.close();
    modals.openPopUp({ title: 'Your code', body: 'Use FAST20', action: { label: 'Sign up', href: '/signup' } });
    expect(modals.state).toMatchObject({ open: 'pop-up', offerTariff: null, popUp: { title: 'Your code' } });
    modals.close();
    expect(modals.state.popUp).toBeNull();
  });

  it('keeps two visitors’ machines apart', () => {
    const a = createModalMachine();
    const b = createModalMachine();
    a.open('offer');
    expect(b.state.open).toBeNull();
    expect(isModalName('schedule-consultation')).toBe(true);
    expect(isModalName('nope')).toBe(false);
  });
});

/** An element carrying the attributes, as the browser's `dataset` reads them. */
const element = (attributes: Record<string, string>) =>
  ({
    dataset: Object.fromEntries(
      Object.entries(attributes)
        .filter(([name]) => name.startsWith('data-'))
        .map(([name, value]) => [name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
    ),
  }) as unknown as HTMLElement;

describe('modal triggers', () => {
  it('deep-link their modal without scripts, and open it with them', () => {
    const trigger = modalTrigger('become-an-author');
    expect(trigger).toEqual({ href: '?modal=become-an-author', 'data-modal': 'become-an-author' });
    expect(readModalTrigger(element(trigger))).toEqual({ modal: 'become-an-author' });
    expect(modalAction('schedule-consultation')).toEqual({
      href: '?modal=schedule-consultation',
      attributes: { 'data-modal': 'schedule-consultation' },
    });
  });

  it('carry the sign-up’s service data and event, and lead to the control panel without scripts', () => {
    const trigger = modalTrigger('sign-up', { service: 'kubernetes', event: 'signup_kubernetes', href: '/signup' });
    expect(trigger).toEqual({
      href: '/signup',
      'data-modal': 'sign-up',
      'data-service': 'kubernetes',
      'data-event': 'signup_kubernetes',
    });
    expect(readModalTrigger(element(trigger))).toEqual({
      modal: 'sign-up',
      service: 'kubernetes',
      event: 'signup_kubernetes',
      byEmail: false,
    });
    expect(readModalTrigger(element(modalTrigger('sign-up', { byEmail: true, href: '/signup' })))).toMatchObject({
      byEmail: true,
      service: null,
    });
  });

  it('carry the rated article and the pop-up’s content', () => {
    expect(readModalTrigger(element(modalTrigger('docs-rating', { article: 'Create a server' })))).toEqual({
      modal: 'docs-rating',
      article: 'Create a server',
    });
    const popUp = modalTrigger('pop-up', {
      title: 'Your code',
      body: 'Use FAST20',
      action: { label: 'Sign up', href: '/signup?promo=FAST20' },
      href: '/signup?promo=FAST20',
    });
    expect(popUp.href).toBe('/signup?promo=FAST20');
    expect(readModalTrigger(element(popUp))).toEqual({
      modal: 'pop-up',
      title: 'Your code',
      body: 'Use FAST20',
      action: { label: 'Sign up', href: '/signup?promo=FAST20' },
    });
  });

  it('open nothing for an unknown modal, the offer, or a pop-up with nothing to show', () => {
    expect(readModalTrigger(element({ 'data-modal': 'nope' }))).toBeNull();
    expect(readModalTrigger(element({ 'data-modal': 'offer' }))).toBeNull();
    expect(readModalTrigger(element({ 'data-modal': 'pop-up' }))).toBeNull();
  });

  it('deep links open form modals by their names (former names are redirected by the server)', () => {
    expect(deepLinkedModal('contact-message')).toBe('contact-message');
    expect(deepLinkedModal('schedule-consultation-short')).toBe('schedule-consultation-short');
    expect(deepLinkedModal('sending-message')).toBeNull();
    expect(deepLinkedModal('pop-up')).toBeNull();
    expect(deepLinkedModal('offer')).toBeNull();
    expect(deepLinkedModal('constructor')).toBeNull();
    expect(deepLinkedModal(null)).toBeNull();
  });
});
