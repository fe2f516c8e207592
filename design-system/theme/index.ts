import './global.css.ts';

export { vars } from './theme.css.ts';
export * from './tokens.ts';
