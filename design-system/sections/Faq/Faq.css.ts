import { style } from '@vanilla-extract/css';
import { vars } from '#ds/theme/theme.css.ts';

export const list = style({ maxWidth: '56rem' });
/** Answers often hold several paragraphs and lists. */
export const answer = style({ display: 'grid', gap: vars.space.sm });
