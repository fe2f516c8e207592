import type { Messages } from './catalog.ts';

/** The subset of a catalog whose ids start with one of the prefixes, for a client island. */
export const pickMessages = (messages: Messages, prefixes: readonly string[]): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => prefixes.some((p) => id.startsWith(p))));
