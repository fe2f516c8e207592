import { describe, expect, it } from 'vitest';
import { createModalMachine, isModalName } from '../../src/state/modals.ts';

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
    expect(isModalName('consultation')).toBe(true);
    expect(isModalName('nope')).toBe(false);
  });
});
