import { isModalName, type ModalName } from './modals.ts';

/** What a trigger carries to the modal it opens, beyond the modal's name. */
type TriggerData = {
  /** The product the visitor came from and the analytics event; `byEmail` opens the personal/business forms. */
  'sign-up': { service?: string; event?: string; byEmail?: boolean; href: string };
  /** The title of the rated article. */
  'docs-rating': { article: string };
  /** What the pop-up shows. */
  'pop-up': { title: string; body: string; action?: { label: string; href: string }; href: string };
};

/** The offer is opened by the registration widget itself, with the tariff ordered. */
export type TriggeredModal = Exclude<ModalName, 'offer'>;
/** A modal whose trigger carries nothing but its name. */
export type PlainModal = Exclude<TriggeredModal, keyof TriggerData>;
type DataOf<M extends TriggeredModal> = M extends keyof TriggerData ? [data: TriggerData[M]] : [];

type DataAttributes = Record<`data-${string}`, string>;
/** The attributes of a link that opens a modal; `href` is where it leads without scripts. */
export type ModalTrigger = { href: string } & DataAttributes;

/**
 * The attributes of a link or button that opens a modal, to spread on it
 * (`<ButtonLink {...modalTrigger('become-an-author')}>`). Without scripts the
 * link still works: it deep-links the modal (`?modal=<name>`), or, for the
 * sign-up and the pop-up, leads to the `href` given (the control panel's sign-up).
 */
export const modalTrigger = <M extends TriggeredModal>(modal: M, ...[data]: DataOf<M>): ModalTrigger => {
  const attributes: DataAttributes = { 'data-modal': modal };
  const given = (data ?? {}) as Partial<TriggerData['sign-up'] & TriggerData['docs-rating'] & TriggerData['pop-up']>;
  if (modal === 'sign-up') {
    if (given.service) attributes['data-service'] = given.service;
    if (given.event) attributes['data-event'] = given.event;
    if (given.byEmail) attributes['data-by-email'] = 'true';
  } else if (modal === 'docs-rating' && given.article !== undefined) {
    attributes['data-article'] = given.article;
  } else if (modal === 'pop-up' && given.title !== undefined && given.body !== undefined) {
    attributes['data-pop-up-title'] = given.title;
    attributes['data-pop-up-body'] = given.body;
    if (given.action) {
      attributes['data-pop-up-action'] = given.action.label;
      attributes['data-pop-up-href'] = given.action.href;
    }
  }
  return { href: given.href ?? `?modal=${modal}`, ...attributes };
};

/** The same, as a section's call to action (`CtaBand`): the href and the attributes apart. */
export const modalAction = <M extends TriggeredModal>(
  modal: M,
  ...data: DataOf<M>
): { href: string; attributes: DataAttributes } => {
  const { href, ...attributes } = modalTrigger(modal, ...data);
  return { href, attributes };
};

/** Selects every element that opens a modal when clicked. */
export const modalTriggerSelector = '[data-modal]';

/** What a clicked trigger asks for, read back from its attributes. */
export type ModalRequest =
  | ({ modal: 'sign-up' } & { service: string | null; event: string | null; byEmail: boolean })
  | { modal: 'docs-rating'; article: string | null }
  | { modal: 'pop-up'; title: string; body: string; action?: { label: string; href: string } }
  | { modal: Exclude<TriggeredModal, 'sign-up' | 'docs-rating' | 'pop-up'> };

/** Reads what `modalTrigger` wrote on an element; null when it opens no known modal (or a pop-up without text). */
export const readModalTrigger = (element: HTMLElement): ModalRequest | null => {
  const { modal = '', service, event, byEmail, article, popUpTitle, popUpBody, popUpAction, popUpHref } = element.dataset;
  if (!isModalName(modal) || modal === 'offer') return null;
  if (modal === 'sign-up') return { modal, service: service ?? null, event: event ?? null, byEmail: byEmail === 'true' };
  if (modal === 'docs-rating') return { modal, article: article ?? null };
  if (modal === 'pop-up') {
    if (!popUpTitle || !popUpBody) return null;
    return {
      modal,
      title: popUpTitle,
      body: popUpBody,
      ...(popUpAction && popUpHref ? { action: { label: popUpAction, href: popUpHref } } : {}),
    };
  }
  return { modal };
};

/**
 * The modal a `?modal=` deep link opens; the pop-up and the offer need what their trigger carries, so
 * none. Former modal names are redirected by the server (server/legacy-redirects.ts `legacyQuery`).
 */
export const deepLinkedModal = (requested: string | null): Exclude<TriggeredModal, 'pop-up'> | null =>
  requested && isModalName(requested) && requested !== 'pop-up' && requested !== 'offer' ? requested : null;
