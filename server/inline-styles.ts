import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Parser-inserted stylesheet links, as React renders them (attribute order varies). */
const stylesheetLink = /<link rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*?\/>/g;

/** Statements whose meaning depends on coming first: never dropped. */
const orderDefining = /^@(layer|import|charset|namespace)\b/i;

/**
 * A stylesheet's top-level statements (rules, and at-rules with their blocks), in order. Strings
 * and comments are skipped over, so a brace inside them does not end a statement.
 */
export const cssStatements = (css: string): string[] => {
  const statements: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (char === '"' || char === "'") {
      for (i++; i < css.length && css[i] !== char; i++) if (css[i] === '\\') i++;
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (char === '{') depth++;
    else if ((char === '}' && --depth === 0) || (char === ';' && depth === 0)) {
      const statement = css.slice(start, i + 1).trim();
      if (statement) statements.push(statement);
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) statements.push(rest);
  return statements;
};

/**
 * The sheets of one page, in document order, with every statement kept only where it last occurs.
 * The build emits a stylesheet per environment, and the server components' sheet repeats many of
 * the client's rules. A repeated statement takes effect at its last occurrence (it wins against
 * whatever comes before that, and loses to whatever comes after), so dropping its earlier copies
 * leaves the cascade exactly as it was.
 */
export const withoutRepeats = (sheets: readonly string[]): string[] => {
  const split = sheets.map(cssStatements);
  const later = new Set<string>();
  const kept = split.map(() => [] as string[]);
  for (let s = split.length - 1; s >= 0; s--) {
    const statements = split[s] as string[];
    for (let i = statements.length - 1; i >= 0; i--) {
      const statement = statements[i] as string;
      if (later.has(statement) && !orderDefining.test(statement)) continue;
      later.add(statement);
      (kept[s] as string[]).push(statement);
    }
  }
  return kept.map((statements) => statements.reverse().join(''));
};

/**
 * Inlines a page's stylesheets into its head (see `withHead`): each `<link rel="stylesheet">` gets the sheet's text
 * in a `<style>` right before it, and the link itself becomes `disabled`, so the browser neither
 * fetches it nor waits for it before the first paint. The disabled link stays because React finds
 * stylesheets by their link (`link[rel=stylesheet][data-precedence][href]`): with it in place,
 * hydration and client navigations know the sheet is there and do not insert it again. A link whose
 * sheet is unknown is left as it is. Statements repeated across the inlined sheets are sent once
 * (`withoutRepeats`); the result is kept per combination of sheets, of which a build has a few.
 */
export const createStyleInliner = (stylesheet: (href: string) => string | undefined) => {
  const inlinable = (href: string) => {
    const css = stylesheet(href);
    return css === undefined || /<\/style/i.test(css) ? undefined : css;
  };
  const combinations = new Map<string, ReadonlyMap<string, string>>();
  const inlinedFor = (hrefs: string[]) => {
    const key = hrefs.join('\n');
    let inlined = combinations.get(key);
    if (!inlined) {
      const known = hrefs.filter((href) => inlinable(href) !== undefined);
      const texts = withoutRepeats(known.map((href) => inlinable(href) as string));
      inlined = new Map(known.map((href, i) => [href, texts[i] as string]));
      combinations.set(key, inlined);
    }
    return inlined;
  };

  return (head: string): string => {
    const hrefs = Array.from(head.matchAll(stylesheetLink), (match) => match[1] as string);
    if (hrefs.length === 0) return head;
    const inlined = inlinedFor(hrefs);
    return head.replace(stylesheetLink, (link, href: string) => {
      const css = inlined.get(href);
      if (css === undefined) return link;
      return `<style>${css}</style>${link.slice(0, -2)} disabled=""/>`;
    });
  };
};

/** The build's stylesheets by URL path (`/assets/…css`), read once. */
export const readStylesheets = (publicDir: string): ReadonlyMap<string, string> => {
  const assets = path.join(publicDir, 'assets');
  if (!existsSync(assets)) return new Map();
  return new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith('.css'))
      .map((name) => [`/assets/${name}`, readFileSync(path.join(assets, name), 'utf8')]),
  );
};
