import { proxy } from 'valtio/vanilla';

/**
 * The site's modals (spec §4). Each one that shows a form is named like the form (or is a variant
 * of it, `schedule-consultation-short`) and is declared by the form's definition
 * (src/features/forms/definitions/); the offer and the pop-up show no form.
 */
export const modalNames = [
  'sign-up',
  'offer',
  'become-an-author',
  'join-program',
  'docs-rating',
  'contact-message',
  'schedule-consultation',
  'schedule-consultation-short',
  'pop-up',
] as const;
export type ModalName = (typeof modalNames)[number];
export const isModalName = (value: string): value is ModalName => (modalNames as readonly string[]).includes(value);

export type SignUpContext = {
  /** The product the visitor came from, passed on as service data. */
  service: string | null;
  redirectUrl: string | null;
  /** Analytics event to report when the sign-up completes. */
  event: string | null;
  byEmail: boolean;
};

const emptySignUp = (): SignUpContext => ({ service: null, redirectUrl: null, event: null, byEmail: false });

/** What a pop-up shows: a heading, a paragraph and optionally one link onward. */
export type PopUpContent = { title: string; body: string; action?: { label: string; href: string } };

/**
 * Which modal is open and what it was opened with. One machine per render
 * tree (created by the ModalProvider), never shared between visitors.
 * Closing resets everything a modal was opened with.
 */
export const createModalMachine = () => {
  const state = proxy({
    open: null as ModalName | null,
    signUp: emptySignUp(),
    docsArticle: null as string | null,
    /** The registration tariff whose order the offer modal confirms. */
    offerTariff: null as number | null,
    popUp: null as PopUpContent | null,
  });
  return {
    state,
    open(name: ModalName) {
      state.open = name;
    },
    openSignUp(context: Partial<SignUpContext>) {
      state.signUp = { ...emptySignUp(), ...context };
      state.open = 'sign-up';
    },
    openDocsRating(articleTitle: string) {
      state.docsArticle = articleTitle;
      state.open = 'docs-rating';
    },
    openOffer(tariffId: number) {
      state.offerTariff = tariffId;
      state.open = 'offer';
    },
    openPopUp(content: PopUpContent) {
      state.popUp = content;
      state.open = 'pop-up';
    },
    close() {
      state.open = null;
      state.signUp = emptySignUp();
      state.docsArticle = null;
      state.offerTariff = null;
      state.popUp = null;
    },
  };
};

export type ModalMachine = ReturnType<typeof createModalMachine>;
