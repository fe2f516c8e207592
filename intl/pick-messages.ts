import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import type { Messages } from './catalog.ts';

/** Messages as client islands get them: parsed on the server, so browsers ship no ICU parser. */
export type ClientMessages = Record<string, MessageFormatElement[]>;

// A catalog's messages are few and fixed: each is parsed once per process.
const parsed = new Map<string, MessageFormatElement[]>();
const parseOnce = (message: string) => {
  let ast = parsed.get(message);
  if (!ast) {
    // The options react-intl's formatter parses with (intl-messageformat's defaults).
    ast = parse(message, { shouldParseSkeletons: true, requiresOtherClause: true });
    parsed.set(message, ast);
  }
  return ast;
};

/**
 * The subset of a catalog whose ids start with one of the prefixes, for a client island,
 * precompiled (the client build has no ICU parser: `server/build/client-without-icu-parser.ts`).
 */
export const pickMessages = (messages: Messages, prefixes: readonly string[]): ClientMessages =>
  Object.fromEntries(
    Object.entries(messages)
      .filter(([id]) => prefixes.some((p) => id.startsWith(p)))
      .map(([id, message]) => [id, parseOnce(message)]),
  );
