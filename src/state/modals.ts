import { proxy } from 'valtio/vanilla';

/** The site's modals (spec §4). */
export const modalNames = [
  'sign-up',
  'offer',
  'become-an-author',
  'join-program',
  'docs-rating',
  'sending-message',
  'consultation',
  'consultation-short',
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

/**
 * Which modal is open and what it was opened with. One machine per render
 * tree (created by the ModalProvider), never shared between visitors.
 * Closing resets everything a modal was opened with.
 */
export const createModalMachine = () => {
  const state = proxy({ open: null as ModalName | null, signUp: emptySignUp(), docsArticle: null as string | null });
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
    close() {
      state.open = null;
      state.signUp = emptySignUp();
      state.docsArticle = null;
    },
  };
};

export type ModalMachine = ReturnType<typeof createModalMachine>;
