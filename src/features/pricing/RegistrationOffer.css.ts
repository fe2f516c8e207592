import { style } from '@vanilla-extract/css';

/** A tariff card's content fills the card, so every card in a row ends with its order button on one line. */
export const cardBody = style({ flexGrow: 1 });
export const order = style({ marginBlockStart: 'auto' });
