// `npm run test:fuzz` (needs `npm run build` first): 10 000 generated bad inputs against a freshly
// spawned production server (`dist/serve-node.js`), across every endpoint it has: the POST APIs
// (form intake, sign-in session and log-out, view counter), the GET APIs and their query
// parameters (landing API price lists and cached content proxy, main-API paths, search index,
// profile, sitemaps, feeds), page routes and their RSC payloads with hostile paths, queries,
// methods and bodies, and hostile headers (cookies, use_lang, accept-language, host,
// content-type, forwarding headers). Generation is seeded (FUZZ_SEED, printed) and each request
// has its own random stream, so a seed names the same 10 000 requests on every run.
//
// Then a scanner's flood: 2000 requests across the locales, half for made-up paths (which share each
// locale's cached not-found page), half for a docs page under made-up Host headers (one page for
// every host but production), so their server CPU per request must stay far under a render's.
//
// Then the request budgets (request-budgets.ts, issue 30): other spellings of built files, HEAD and
// RSC requests, made-up RSC and docs paths, the not-found page after /it/faq/index.html, gzip
// clients; each answer checked and each kind held to a bound of server CPU per request.
//
// Fails on: any 5xx; a reset, a cut-off body or no answer within 10 s; the server exiting;
// crash-level lines on its stderr (unhandled rejection, uncaught exception); a 3xx whose Location
// is not a same-site path (or a redirect chain that does not end); an oversized body to a route
// with a size limit that is not answered 413. Also checks `safeReturnPath`, the rule behind
// `/oauth/?next=` (that redirect happens in the browser), on every hostile `next` sent. Every
// Location is checked; 40 % of page requests also have their redirects followed to the end.
//
// Each failure prints the index of its request: FUZZ_SEED=<seed> FUZZ_ONLY=<index>[,<index>…]
// sends just those again and prints them in full. FUZZ_REQUESTS changes the count, FUZZ_PORT the port.
//
// The intake and sign-in routes limit posts per client address; the server runs as behind one
// proxy (TRUST_PROXY_HOPS=1), so it takes that address from the last x-forwarded-for entry
// (server/proxy-trust.ts). Most requests carry a random one and reach validation; some carry none
// or a hostile one, and their 429s are counted.

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { localeCodes, localePrefix } from '#intl/locales.ts';
import { legacyRedirects } from '#server/legacy-redirects.ts';
import { formNames } from '#src/features/forms/forms.ts';
import { safeReturnPath } from '#src/lib/same-site-path.ts';
import { productionHost, siteConfig } from '#src/lib/site-config.ts';
import { productSlugs } from '#src/routes/product-slugs.ts';
import { startSite } from '#tests/site-process.ts';
import {
  cpuSeconds,
  crashLines,
  isSameSitePath,
  pool,
  priceLists,
  prng,
  type RawRequest,
  type RawResponse,
  type Rng,
  rawRequest,
  seedFor,
} from './harness.ts';
import { budgetCases, printBudgets, runBudgets } from './request-budgets.ts';

const TOTAL = Number(process.env.FUZZ_REQUESTS || 10_000);
/** FUZZ_ONLY=12,345 sends only those generated requests (the `#index` a failure prints), with full details. */
const ONLY = (process.env.FUZZ_ONLY ?? '').split(',').filter(Boolean).map(Number);
const SEED = Number(process.env.FUZZ_SEED || 20_260_611) >>> 0;
const PORT = Number(process.env.FUZZ_PORT || 8520);
const CONCURRENCY = 16;
const TIMEOUT_MS = 10_000;
const MAX_HOPS = 5;
/** The scanner flood after the generated requests, and what one of its requests may cost the server. */
const FLOOD_REQUESTS = 2000;
const FLOOD_CPU_BOUND_MS = 2;
const localePrefixes = localeCodes.map(localePrefix);
/** Share of page requests whose redirect is followed to its end (every Location is checked either way). */
const FOLLOW_SHARE = 0.4;

// ── Hostile material ────────────────────────────────────────────────────────────────────────
const prototypeNames = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
/** Path segments as sent on the wire (node:http sends \x21-\xff as is; é goes out as one Latin-1 byte, invalid UTF-8). */
const hostileSegments = [
  '/evil.example',
  '\\evil.example',
  '\\\\evil.example',
  '%2f%2fevil.example',
  '%2F%2Fevil.example',
  '%2F/evil.example',
  '%5c%5cevil.example',
  '%5C/evil.example',
  '/%09/evil.example',
  '%09/evil.example',
  'https://evil.example',
  'https:%2f%2fevil.example',
  'http:evil.example',
  'javascript:alert(1)',
  '%00',
  'a%00b',
  '%0d%0aSet-Cookie:%20x=1',
  '%0a',
  '%E0%A4%A',
  '%E0%A4%AX',
  '%',
  '%%',
  '%zz',
  '%ff%fe',
  '%C0%AF',
  '%C0%AE%C0%AE%C0%AF',
  '..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '../../etc/passwd',
  '%2e%2e%2f',
  '.%2e/',
  '..',
  '.',
  'é',
  'Ünïcödé',
  '%C3%BC%C3%B1%C3%AF',
  '%F0%9F%92%A9',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%ED%A0%80',
  '<script>alert(1)<%2fscript>',
  '\'"><img>',
  '%3Cscript%3E',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text
  '${7*7}',
  '{{7*7}}',
  "'%20OR%201=1--",
  ...prototypeNames,
  'INDEX.PHP',
  'A'.repeat(300),
];
const hostileValues = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2',
  '3',
  '99999',
  '100000',
  '999999999999999999999999',
  '1e309',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  '\r\n',
  '\t',
  '%',
  '%E0%A4%A',
  '\uD800',
  '💩',
  '\u202E',
  '日本語',
  'ü',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '//evil.example',
  '/\\evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'de',
  'DE',
  'en-us',
  'pt-BR',
  'xx',
  'docker',
  'nginx ubuntu',
  'postgres',
  'a',
  ...prototypeNames,
];
const hostileLocations = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2f/evil.example',
  '/%5cevil.example',
  'https://evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  '/\t/evil.example',
  '/\r\n/evil.example',
  ' //evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '/pricing/',
  '/de/blog/',
  '',
];
const pageQueryKeys = ['q', 'page', 'topic', 'category', 'in', 'tags', 'locale', 'next', 'type', 'query', 'i', 'a', 'utm_source'];
const locales = [...localeCodes];
const prefixes = ['', '/de', '/es', '/fr', '/it', '/nl', '/pt-br', '/en-us', '/DE', '/Pt-Br', '/xx', '/de/de', '/en'];

const staticPages = [
  '/',
  '/about-us/',
  '/ambassador/',
  '/api-docs/',
  '/blog/become-an-author/',
  '/contacts/',
  '/oauth/',
  '/partners/',
  '/partners/apply/',
  '/partners/program/',
  '/partners/reseller/',
  '/pricing/',
  '/products/',
  ...productSlugs.slice(0, 12).map((s) => `/products/${s}/`),
  '/r/',
  '/alternatives/digitalocean/',
  '/alternatives/hetzner/',
  '/solutions/cloud-solutions-for-business/',
  '/vps/promo/try100/',
  '/vps/promo/fast20/',
];
const contentPages = [
  '/blog/',
  '/blog/news/',
  '/blog/successstories/',
  '/blog/nvme-cloud-servers/',
  '/blog/warsaw-region-launch/',
  '/docs/',
  '/docs/kubernetes/',
  '/docs/kubernetes/create-cluster/',
  '/docs/object-storage/aws-cli/',
  '/faq/',
  '/marketplace/',
  '/marketplace/node-js/',
  '/marketplace/minio/',
  '/search/',
  '/sitemap/',
  '/static-disable/',
  '/tutorials/',
  '/tutorials/authors/',
  '/tutorials/topics/',
  '/tutorials/authors/maya-okafor/',
  '/tutorials/tag/',
  '/tutorials/tag/docker/',
  '/tutorials/install-docker-ubuntu-24-04/',
  '/tutorials/configure-ufw-firewall/',
  '/r/friend-code-1/',
];
const legacyPaths = [
  ...legacyRedirects.map((r) => (r.kind === 'prefix' ? `${r.from}anything/` : r.from)),
  '/app-platform/?type=frontend',
  '/app-platform/?type=backend',
  '/docs/servers/create/',
  '/docs/servers/backup/',
  '/docs/k8s/kubectl/',
  '/docs/networking/firewall/',
];

// ── Generators ──────────────────────────────────────────────────────────────────────────────
/** Percent-encoding that never throws: a lone surrogate goes out as the three bytes of its (invalid) UTF-8 form. */
const encode = (s: string) =>
  [...s]
    .map((c) => {
      try {
        return encodeURIComponent(c);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
/** A string node:http will put on the request line as is: characters outside \x21-\xff percent-encoded, invalid `%` kept. */
const wire = (s: string) => [...s].map((c) => (/^[\x21-\xff]$/.test(c) ? c : encode(c))).join('');
/** A string node:http accepts as a header value. */
const headerSafe = (s: string) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
const encodeMaybe = (r: Rng, s: string) => (r.chance(0.5) ? encode(s) : wire(s));

const value = (r: Rng): string => {
  const roll = r.next();
  if (roll < 0.7) return encodeMaybe(r, r.pick(hostileValues));
  if (roll < 0.85) return 'x'.repeat(r.int(200, 4000));
  return encodeMaybe(r, `${r.pick(hostileValues)}${r.pick(hostileValues)}`);
};

const query = (r: Rng, keys: readonly string[] = pageQueryKeys): string => {
  const roll = r.next();
  if (roll < 0.1) return '';
  if (roll < 0.18) return `?${wire(r.pick(hostileValues))}`;
  if (roll < 0.24) return `?q=${'%41'.repeat(r.int(1000, 5000))}`;
  if (roll < 0.3) {
    const key = r.pick(keys);
    return `?${Array.from({ length: r.int(20, 300) }, () => `${key}=${value(r).slice(0, 20)}`).join('&')}`;
  }
  if (roll < 0.36) {
    const key = r.pick(keys);
    return `?${key}[]=${value(r)}&${key}[]=${value(r)}&${key}[0][x]=${value(r)}`;
  }
  const parts = Array.from({ length: r.int(1, 4) }, () => `${r.chance(0.9) ? r.pick(keys) : value(r)}=${value(r)}`);
  return `?${parts.join(r.chance(0.9) ? '&' : ';')}`;
};

const hostileSegment = (r: Rng) => {
  const roll = r.next();
  if (roll < 0.85) return r.pick(hostileSegments);
  if (roll < 0.95) return 'a'.repeat(r.int(1000, 9000));
  return Array.from({ length: r.int(50, 400) }, () => 'x').join('/');
};

/** A page path made hostile: a hostile segment before, inside or after a real page. */
const hostilePath = (r: Rng): string => {
  const page = r.pick([...staticPages, ...contentPages]);
  const prefix = r.chance(0.3) ? r.pick(prefixes) : '';
  const seg = hostileSegment(r);
  switch (r.int(0, 6)) {
    case 0:
      return `/${seg}`;
    case 1:
      return `/${seg}/`;
    case 2:
      return `${prefix}${page}${seg}`;
    case 3:
      return `${prefix}${page}${seg}/`;
    case 4:
      return `/${seg}${prefix}${page}`;
    case 5:
      return `${prefix}${page.toUpperCase().replace(/\/$/, r.chance(0.5) ? '' : '/')}`;
    default:
      return `//${seg}${page}`;
  }
};

const ipv4 = (r: Rng) => `${r.int(1, 223)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`;
const forwardedFor = (r: Rng): string | undefined => {
  const roll = r.next();
  if (roll < 0.85) return ipv4(r);
  if (roll < 0.9) return undefined;
  return r.pick(['', ' ', ',', 'unknown', '1.2.3.4, 5.6.7.8', '::1', 'x'.repeat(2000), '__proto__', 'constructor', '999.1.1.1']);
};

const acceptLanguages = [
  'de',
  'de-DE,de;q=0.9',
  ';;;q=abc,*,',
  'xx-YY',
  '*',
  'en-us;q=2',
  'q=0.5',
  'a'.repeat(5000),
  '__proto__',
  '',
];
const contentTypes = [
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; boundary=x; charset=;;;',
  '*/*',
  '',
  'x'.repeat(3000),
];

/**
 * Host header shapes (issue 30 item 6, issue 24 item 13): each must be a 400 from the host check,
 * never a 500 from a URL parser further in. Numeric last labels that are no IPv4 address, hosts the
 * URL parser would rewrite, overlong and non-ASCII names, bad ports and brackets.
 */
const badHosts = [
  '1.2.3.4.5',
  '256.1.1.1',
  '1.2.3.09',
  '09',
  '4294967296',
  '0x100000000',
  'foo.0x10',
  'foo.123',
  'x.1.2',
  'www.127.0.0.1',
  '1.2.3',
  '0x7f.1',
  'a..b',
  'x'.repeat(300),
  `${'a'.repeat(64)}.example`,
  'münchen.example',
  'exa mple',
  'example.com:99999',
  'example.com:',
  '[::1',
  '[zz::1]',
  'user@example.com',
];
const goodHosts = [
  'localhost',
  'nuvora.cloud',
  'www.nuvora.cloud',
  '127.0.0.1:8080',
  '[::1]',
  '[::1]:9200',
  'xn--mnchen-3ya.example',
];
const hostShape = (r: Rng): { host: string; bad: boolean } => {
  if (r.chance(0.25)) return { host: r.pick(goodHosts), bad: false };
  const host = r.pick(badHosts);
  return { host: r.chance(0.4) ? `${host}:${r.pick(['80', '8080', '443'])}` : host, bad: true };
};

/** Extra hostile headers, on about a quarter of all requests. */
const hostileHeaders = (r: Rng, headers: Record<string, string>) => {
  if (!r.chance(0.25)) return;
  switch (r.int(0, 9)) {
    case 0:
      headers.cookie = `big=${'c'.repeat(r.int(4000, 20_000))}`;
      break;
    case 1:
      headers.cookie = Array.from({ length: r.int(50, 400) }, (_, n) => `c${n}=${n}`).join('; ');
      break;
    case 2:
      headers.cookie = `use_lang=${headerSafe(r.pick([...hostileValues, 'de', 'DE', 'de;', ' de', 'de\t']))}`;
      break;
    case 3:
      headers['accept-language'] = r.pick(acceptLanguages);
      break;
    case 4:
      headers.host = r.pick([
        'evil.example',
        'nuvora.cloud',
        'localhost:1',
        '[::1]',
        'a..b',
        '-',
        'x'.repeat(300),
        '127.0.0.1:99999',
        ...badHosts,
      ]);
      break;
    case 5:
      headers['accept-encoding'] = r.pick([
        'br;q=abc',
        'gzip;q=-1, br;q=2',
        '*',
        'identity;q=0',
        'zstd',
        'x'.repeat(1000),
        ',,,',
      ]);
      break;
    case 6:
      headers['x-forwarded-proto'] = r.pick(['https', 'https, http', 'javascript', '']);
      headers['x-forwarded-host'] = 'evil.example';
      break;
    case 7:
      headers['if-none-match'] = r.pick(['*', '"x"', 'W/"x"', '"', 'x'.repeat(2000)]);
      headers.range = r.pick(['bytes=0-0', 'bytes=-1', 'bytes=9999999-', 'bytes=a-b', 'bytes=0-1,2-3']);
      break;
    case 8:
      headers['content-type'] = r.pick(contentTypes);
      break;
    default:
      headers.cookie = `token=${headerSafe(r.pick(hostileValues))}; wmid=${headerSafe(r.pick(hostileValues))}`;
  }
};

type Spec = RawRequest & {
  endpoint: string;
  /** Which of the generated requests this is (FUZZ_ONLY=<index> sends just that one again). */
  index?: number;
  /** A route with a documented body limit: an oversized body must be 413. */
  oversized?: boolean;
  /** Follow a page redirect until it ends. */
  follow?: boolean;
  /** A Host this request carries that is no host: it must be refused (400, or 431 when its headers are too large). */
  badHost?: string;
  /** A path that is not the site's to answer (a main-API path off the list): never a 2xx. */
  notOurs?: boolean;
  /** A `next` value whose client-side rule is checked too. */
  next?: string;
  /** Spells a letter or digit as an escape: must be a 301 to the one spelling or a 404, never a 2xx. */
  respelled?: boolean;
};

/** `s` with each letter or digit, by chance, written as a percent-escape (another spelling of the same path). */
const respell = (r: Rng, s: string): string => {
  const out = [...s].map((ch) => (/[a-z0-9]/i.test(ch) && r.chance(0.25) ? `%${ch.charCodeAt(0).toString(16)}` : ch)).join('');
  return out === s ? s.replace(/[a-z]/i, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`) : out;
};
/** The build's scripts and styles, for their other spellings. */
const builtAssets = (() => {
  try {
    return readdirSync('dist/public/assets').map((name) => `/assets/${name}`);
  } catch {
    return ['/assets/index.js'];
  }
})();

const formBody = (r: Rng): unknown => {
  const fields = ['name', 'email', 'country', 'message', 'socials', 'firstName', 'lastName', 'mobilePhone', 'companyName'];
  const roll = r.next();
  if (roll < 0.3) {
    const body: Record<string, unknown> = {};
    for (const f of fields)
      if (r.chance(0.6)) body[f] = r.chance(0.7) ? decodeURIComponentSafe(r.pick(hostileValues)) : r.int(-5, 5);
    if (r.chance(0.5))
      body.email = r.pick(['a@b.co', 'taken@example.com', 'demo@nuvora.cloud', 'x@', '@', `${'a'.repeat(300)}@b.co`]);
    if (r.chance(0.3)) body.locale = r.pick([...locales, ...hostileValues]);
    if (r.chance(0.2)) body.fax = r.pick(['', 'bot', 1]);
    if (r.chance(0.2)) body.products = r.pick([[], ['other'], ['gaming', 'xx'], 'gaming', [1, 2], null]);
    if (r.chance(0.2)) body.rating = r.pick([0, 1, 5, 6, 1.5, '5', null, -1]);
    if (r.chance(0.2)) body.redirectUrl = r.pick(hostileLocations);
    if (r.chance(0.1)) body[r.pick(prototypeNames)] = { polluted: true };
    return body;
  }
  if (roll < 0.4) return r.pick([null, true, 0, 'string', [], [1, 2], { socials: ['a'] }, { socials: { x: 1 } }]);
  if (roll < 0.5) {
    let nested: unknown = 'x';
    for (let d = r.int(100, 3000); d > 0; d--) nested = r.chance(0.5) ? [nested] : { a: nested };
    return { socials: nested, name: nested };
  }
  if (roll < 0.6) return { socials: 's'.repeat(r.int(1000, 30_000)) };
  return { socials: `https://social.example/${r.int(1, 1e6)}`, locale: r.pick(locales) };
};

const decodeURIComponentSafe = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A raw body: JSON of `value`, or malformed JSON, form-encoded or multipart garbage. */
const rawBody = (r: Rng, json: () => unknown): { body: string; type: string } => {
  const roll = r.next();
  if (roll < 0.65) return { body: JSON.stringify(json()), type: 'application/json' };
  if (roll < 0.75)
    return {
      body: r.pick([
        '{',
        '{"a":',
        '[1,2',
        '{"a":1}}',
        'nul',
        '"unterminated',
        '{"a":NaN}',
        '\u0000',
        '{"__proto__":{"x":1}}',
        '',
      ]),
      type: r.pick(contentTypes),
    };
  if (roll < 0.85)
    return { body: `a=1&b=%E0%A4%A&c[]=x&${'d=e&'.repeat(r.int(1, 200))}`, type: 'application/x-www-form-urlencoded' };
  if (roll < 0.93)
    return {
      body: '--xyz\r\nContent-Disposition: form-data; name="$ACTION_ID_x"\r\n\r\ny\r\n--xyz--\r\n',
      type: r.pick(['multipart/form-data; boundary=xyz', 'multipart/form-data', 'multipart/form-data; boundary=abc']),
    };
  return {
    body: Buffer.from(Array.from({ length: r.int(1, 500) }, () => r.int(0, 255))).toString('latin1'),
    type: r.pick(contentTypes),
  };
};

const post = (r: Rng, endpoint: string, path: string, json: () => unknown, origin: string, extra: Partial<Spec> = {}): Spec => {
  const { body, type } = rawBody(r, json);
  const headers: Record<string, string> = { 'content-type': type };
  const originRoll = r.next();
  if (originRoll < 0.8) headers.origin = origin;
  else if (originRoll < 0.9)
    headers.origin = r.pick(['null', 'https://evil.example', 'https://nuvora.cloud', `${origin}.evil.example`, '']);
  const ip = forwardedFor(r);
  if (ip !== undefined) headers['x-forwarded-for'] = ip;
  return { endpoint, method: 'POST', path, headers, body, chunked: r.chance(0.1), ...extra };
};

const oversizedPost = (r: Rng, endpoint: string, path: string, limit: number, origin: string): Spec => {
  const size = r.int(limit + 1, limit * (r.chance(0.8) ? 4 : 40));
  const body = r.chance(0.5) ? JSON.stringify({ socials: 'x'.repeat(size), token: 'y', collection: 'news' }) : 'z'.repeat(size);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': ipv4(r) };
  if (r.chance(0.7)) headers.origin = origin;
  return { endpoint, method: 'POST', path, headers, body, chunked: r.chance(0.4), oversized: true };
};

type Family = { endpoint: string; weight: number; make: (r: Rng, origin: string) => Spec };

const get = (endpoint: string, path: string, extra: Partial<Spec> = {}): Spec => ({ endpoint, method: 'GET', path, ...extra });

const families: Family[] = [
  // Other spellings of built files, pages and RSC payloads (issue 30, item 1: each cost a brotli-11 compression and stayed in memory).
  {
    endpoint: 'encoded spellings of files and pages',
    weight: 300,
    make: (r) => {
      const page = r.pick([...staticPages, ...contentPages]);
      const target = r.pick([
        page,
        `${page}index.html`,
        `/RSC/R/${page.replace(/^\/|\/$/g, '') || '_root'}.txt`,
        r.pick(builtAssets),
      ]);
      return get('encoded spellings of files and pages', respell(r, target), {
        method: r.chance(0.2) ? 'HEAD' : 'GET',
        respelled: true,
        follow: r.chance(FOLLOW_SHARE),
      });
    },
  },
  // Pages.
  {
    endpoint: 'page: hostile path',
    weight: 1300,
    make: (r) => get('page: hostile path', hostilePath(r) + query(r), { follow: r.chance(FOLLOW_SHARE) }),
  },
  {
    endpoint: 'page: content lists and items + query',
    weight: 1200,
    make: (r) => {
      const pagePath = `${r.chance(0.4) ? r.pick(prefixes.slice(0, 7)) : ''}${r.pick(contentPages)}`;
      return get('page: content lists and items + query', pagePath + query(r), { follow: r.chance(FOLLOW_SHARE) });
    },
  },
  {
    endpoint: 'page: prerendered + query',
    weight: 450,
    make: (r) =>
      get('page: prerendered + query', `${r.chance(0.3) ? r.pick(prefixes.slice(0, 7)) : ''}${r.pick(staticPages)}${query(r)}`, {
        method: r.chance(0.15) ? 'HEAD' : 'GET',
        follow: r.chance(FOLLOW_SHARE),
      }),
  },
  {
    endpoint: 'page: referral ?i=&a=',
    weight: 400,
    make: (r) => {
      const id = () => (r.chance(0.5) ? `wm-${r.int(1, 9999)}` : value(r));
      const base = r.chance(0.5) ? r.pick([...staticPages, ...contentPages]) : hostilePath(r);
      const extra = r.chance(0.5) ? `&next=${encodeMaybe(r, r.pick(hostileLocations))}` : '';
      const q = r.chance(0.2) ? `?i=${id()}` : r.chance(0.2) ? `?a=${id()}` : `?i=${id()}&a=${id()}${extra}`;
      return get('page: referral ?i=&a=', `${base}${q}`, { follow: r.chance(FOLLOW_SHARE) });
    },
  },
  {
    endpoint: 'page: use_lang cookie',
    weight: 400,
    make: (r) => {
      const lang = r.chance(0.5) ? r.pick([...locales, 'DE', 'Pt-Br', 'de ']) : r.pick(hostileValues);
      const base = r.chance(0.6) ? r.pick([...staticPages, ...contentPages]) : hostilePath(r);
      return get('page: use_lang cookie', `${base}${r.chance(0.5) ? query(r) : ''}`, {
        headers: { cookie: `use_lang=${headerSafe(lang)}` },
        follow: r.chance(FOLLOW_SHARE),
      });
    },
  },
  {
    endpoint: 'page: /oauth/?next=',
    weight: 250,
    make: (r) => {
      const next = r.chance(0.7) ? r.pick(hostileLocations) : decodeURIComponentSafe(r.pick(hostileValues));
      const prefix = r.pick(['', '/de', '/pt-br', '/OAUTH', '//oauth', '/en-us']);
      const base = prefix === '/OAUTH' || prefix === '//oauth' ? `${prefix}/` : `${prefix}/oauth/`;
      return get('page: /oauth/?next=', `${base}?next=${encodeMaybe(r, next)}`, { follow: r.chance(FOLLOW_SHARE), next });
    },
  },
  {
    endpoint: 'page: legacy redirects and canonical form',
    weight: 450,
    make: (r) => {
      let p = r.pick(legacyPaths);
      const prefix = r.chance(0.4) ? r.pick(prefixes) : '';
      if (r.chance(0.3)) p = p.toUpperCase();
      if (r.chance(0.3)) p = p.replace(/\/(\?|$)/, '$1');
      if (r.chance(0.2)) p = p.replace(/^\//, r.pick(['//', '/\\', '/%2f', '/./', '/%5c']));
      if (r.chance(0.3)) p += r.pick(hostileSegments);
      return get('page: legacy redirects and canonical form', `${prefix}${p}${r.chance(0.4) ? query(r) : ''}`, {
        follow: r.chance(FOLLOW_SHARE),
      });
    },
  },
  {
    endpoint: 'page: other methods and bodies',
    weight: 300,
    make: (r, origin) => {
      const spec = post(
        r,
        'page: other methods and bodies',
        r.pick([...staticPages, ...contentPages]) + query(r),
        () => formBody(r),
        origin,
      );
      spec.method = r.pick(['POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
      return spec;
    },
  },
  {
    endpoint: 'RSC payloads',
    weight: 500,
    make: (r, origin) => {
      const page = r.pick([...staticPages, ...contentPages]).replace(/^\/|\/$/g, '') || '_';
      const roll = r.next();
      if (roll < 0.45) return get('RSC payloads', `/RSC/R/${page}.txt${query(r)}`);
      if (roll < 0.7) return get('RSC payloads', `/RSC/R/${page}${r.pick(['', '/'])}${hostileSegment(r)}.txt${query(r)}`);
      if (roll < 0.85)
        return get(
          'RSC payloads',
          r.pick(['/RSC', '/RSC/', '/RSC/R/', '/RSC/R', '/RSC/X', `/RSC/R/${page}`, '/RSC/F/x/y.txt', '/RSC/F/_/a.txt']),
        );
      const spec = post(
        r,
        'RSC payloads',
        r.pick([`/RSC/R/${page}.txt`, '/RSC/F/x/y.txt', `/RSC/F/${page}/default.txt`]),
        () => formBody(r),
        origin,
      );
      return spec;
    },
  },
  {
    endpoint: 'static files',
    weight: 200,
    make: (r) =>
      get(
        'static files',
        r.pick([
          `/assets/${hostileSegment(r)}`,
          '/assets/../server/index.js',
          '/assets/%2e%2e/%2e%2e/package.json',
          `/fonts/${hostileSegment(r)}`,
          '/favicon.svg',
          '/og/home.jpg',
          `/og/${hostileSegment(r)}.jpg`,
          '/index.html',
          '/pricing/index.html',
          '/de/index.html',
        ]),
        { method: r.chance(0.2) ? 'HEAD' : 'GET' },
      ),
  },
  // POST APIs.
  {
    endpoint: 'POST /api/forms/{form}',
    weight: 1000,
    make: (r, origin) => {
      const form = r.chance(0.75)
        ? r.pick(formNames)
        : encodeMaybe(r, r.pick([...prototypeNames, ...hostileValues, 'sign-up/', 'SIGN-UP']));
      const locale = r.chance(0.2) ? `?locale=${value(r)}` : '';
      return post(r, 'POST /api/forms/{form}', `/api/forms/${form}${locale}`, () => formBody(r), origin);
    },
  },
  {
    endpoint: 'POST /api/forms/{form} oversized (32 KB limit)',
    weight: 150,
    make: (r, origin) =>
      oversizedPost(r, 'POST /api/forms/{form} oversized (32 KB limit)', `/api/forms/${r.pick(formNames)}`, 32 * 1024, origin),
  },
  {
    endpoint: 'POST /api/auth/session',
    weight: 400,
    make: (r, origin) =>
      post(
        r,
        'POST /api/auth/session',
        `/api/auth/session${r.chance(0.2) ? `?locale=${value(r)}` : ''}`,
        () =>
          r.pick([
            { token: decodeURIComponentSafe(r.pick([...hostileValues, 'demo-customer-token', 'demo-staff-token'])) },
            { token: r.pick(['demo-customer-token', 'demo-staff-token']) },
            { token: 'x'.repeat(r.int(400, 3000)) },
            { token: r.int(0, 9) },
            { token: ['demo-customer-token'] },
            {
              smsHash: r.pick(hostileValues),
              username: r.pick(['demo-customer', ...prototypeNames]),
              password: r.pick(['demo-password', '']),
            },
            { smsHash: 1, username: null, password: {} },
            formBody(r),
          ]),
        origin,
      ),
  },
  {
    endpoint: 'POST /api/auth/session oversized (4 KB limit)',
    weight: 100,
    make: (r, origin) => oversizedPost(r, 'POST /api/auth/session oversized (4 KB limit)', '/api/auth/session', 4 * 1024, origin),
  },
  {
    endpoint: 'POST /api/auth/logout',
    weight: 150,
    make: (r, origin) =>
      post(
        r,
        'POST /api/auth/logout',
        `/api/auth/logout${r.chance(0.2) ? `?locale=${value(r)}` : ''}`,
        () => formBody(r),
        origin,
      ),
  },
  {
    endpoint: 'POST /api/auth/logout oversized (1 KB limit)',
    weight: 50,
    make: (r, origin) => oversizedPost(r, 'POST /api/auth/logout oversized (1 KB limit)', '/api/auth/logout', 1024, origin),
  },
  {
    endpoint: 'POST /api/content/views',
    weight: 400,
    make: (r, origin) =>
      post(
        r,
        'POST /api/content/views',
        '/api/content/views',
        () =>
          r.chance(0.25)
            ? r.pick([
                // Real items, so the counting path (SQLite) runs too.
                { collection: 'tutorials', locale: r.pick(locales), path: 'install-docker-ubuntu-24-04' },
                { collection: 'news', locale: r.pick(locales), path: 'nvme-cloud-servers' },
              ])
            : r.chance(0.7)
              ? {
                  collection: r.pick(['tutorials', 'news', 'docs', ...prototypeNames, 1]),
                  locale: r.pick([...locales, ...hostileValues]),
                  path: r.pick([
                    'install-docker-ubuntu-24-04',
                    'nvme-cloud-servers',
                    ...prototypeNames,
                    ...hostileValues,
                    'a'.repeat(121),
                  ]),
                }
              : formBody(r),
        origin,
      ),
  },
  {
    endpoint: 'POST /api/content/views oversized (1 KB limit)',
    weight: 100,
    make: (r, origin) => oversizedPost(r, 'POST /api/content/views oversized (1 KB limit)', '/api/content/views', 1024, origin),
  },
  // GET APIs.
  {
    endpoint: 'GET /api/auth/profile',
    weight: 250,
    make: (r) =>
      get('GET /api/auth/profile', `/api/auth/profile${r.chance(0.3) ? query(r, ['locale']) : ''}`, {
        headers: {
          cookie: `token=${headerSafe(r.pick([...hostileValues, 'demo-customer-token', 'demo-staff-token', 'x'.repeat(3000)]))}`,
        },
      }),
  },
  {
    endpoint: 'GET /api/search/suggest/{locale}',
    weight: 250,
    make: (r) => {
      const locale = r.chance(0.4) ? r.pick(locales) : encodeMaybe(r, r.pick([...hostileValues, ...prototypeNames]));
      const q = r.chance(0.7)
        ? `?q=${encodeMaybe(r, r.pick([...hostileValues, 'kubernetes', 'ser', '"*', 'NEAR(a b)', 'x']))}`
        : '';
      return get('GET /api/search/suggest/{locale}', `/api/search/suggest/${locale}${q}${r.chance(0.2) ? query(r) : ''}`, {
        method: r.chance(0.1) ? r.pick(['POST', 'PUT', 'DELETE']) : 'GET',
      });
    },
  },
  {
    endpoint: 'GET /landing-api/*/presets/',
    weight: 500,
    make: (r) => {
      const list = r.pick([
        ...priceLists,
        'servers/presets',
        `${encodeMaybe(r, r.pick(prototypeNames))}/presets/`,
        hostileSegment(r),
      ]);
      const location = r.chance(0.6)
        ? `?location=${r.chance(0.4) ? r.pick(['nl', 'de', 'us', 'pl', 'br', 'uk']) : value(r)}`
        : query(r, ['location']);
      const method = r.chance(0.1) ? r.pick(['POST', 'PUT', 'DELETE']) : 'GET';
      return get('GET /landing-api/*/presets/', `/landing-api/${list}${location}`, { method });
    },
  },
  {
    endpoint: 'GET /landing-api/cached/get?url=',
    weight: 400,
    make: (r) => {
      const call = r.pick([
        'items/faq',
        'items/landing_pages',
        'items/tutorials',
        'items/news',
        ...prototypeNames.map((n) => `items/${n}`),
        'items/docs',
        'items/',
      ]);
      const params = r.chance(0.6)
        ? `?${Array.from({ length: r.int(1, 3) }, () => `${r.pick(['locale', 'landing_page', 'limit', ...prototypeNames])}=${r.pick([...locales, '/products/vpc/', '5', '6', ...hostileValues])}`).join('&')}`
        : '';
      const url = r.chance(0.8)
        ? `${call}${params}`
        : r.pick(hostileLocations.concat(['http://127.0.0.1:1/items/faq', '//127.0.0.1/items/faq', '\\\\x/items/faq']));
      return get(
        'GET /landing-api/cached/get?url=',
        `/landing-api/cached/get${r.chance(0.5) ? '/' : ''}?url=${encodeMaybe(r, url)}${r.chance(0.2) ? `&url=${value(r)}` : ''}`,
      );
    },
  },
  {
    endpoint: 'GET main-API paths',
    weight: 600,
    make: (r) => {
      const id = () =>
        r.chance(0.5) ? String(r.pick([1, 2, 3, 11, 12, 13, 14, 21, 22, 23, 31, 32, 33, 41, 43, 101])) : value(r);
      const params = ['cpu_id', 'memory_id', 'primary_storage_id', 'secondary_storage_id', 'service_id', 'plan_id', 'tags'];
      const q = Array.from({ length: r.int(0, 6) }, () => `${r.pick(params)}=${r.chance(0.2) ? `${id()},${id()}` : id()}`).join(
        '&',
      );
      const p = r.pick([
        '/v1/dedicated/configuration/cpu',
        '/v1/dedicated/configuration/memory',
        '/v1/dedicated/configuration/primary_storage',
        '/v1/dedicated/configuration/secondary_storage',
        '/v1/dedicated/configuration/service',
        '/v1/dedicated/configuration/cost',
        '/v2/registration/additional',
        '/v2/vds/presets',
        '/v1.1/registration/servers',
        `/v1/dedicated/configuration/${encodeMaybe(r, r.pick(hostileSegments))}`,
      ]);
      return get('GET main-API paths', `${p}${q ? `?${q}` : query(r, params)}`, { method: r.chance(0.08) ? 'POST' : 'GET' });
    },
  },
  {
    endpoint: 'GET sitemaps, robots, llms.txt, feeds',
    weight: 300,
    make: (r) =>
      get(
        'GET sitemaps, robots, llms.txt, feeds',
        `${r.pick([
          '/robots.txt',
          '/sitemap.xml',
          '/llms.txt',
          `/sitemap-${r.pick([...locales, 'xx', 'de-de', 'constructor', 'proto'])}.xml`,
          `/sitemap-${encodeMaybe(r, r.pick(hostileValues))}.xml`,
          '/blog/rss.xml',
          '/tutorials/rss.xml',
          `/${r.pick(['de', 'pt-br', 'xx', 'en-us', '__proto__'])}/${r.pick(['blog', 'tutorials'])}/rss.xml`,
        ])}${r.chance(0.3) ? query(r) : ''}`,
      ),
  },
  {
    endpoint: 'Host shapes',
    weight: 300,
    make: (r) => {
      const { host, bad } = hostShape(r);
      const target = r.pick(['/healthz', '/', '/pricing/', '/docs/?q=x', '/api/auth/profile', '/v2/vds/presets', '/?i=wm1&a=b1']);
      return get('Host shapes', target, {
        headers: { host },
        method: r.chance(0.1) ? 'HEAD' : 'GET',
        ...(bad ? { badHost: host } : {}),
      });
    },
  },
  {
    endpoint: 'referral links',
    weight: 200,
    make: (r) => {
      const id = () => (r.chance(0.7) ? `wm${r.int(1, 1e6)}` : value(r));
      const page = r.chance(0.3) ? `/${'p'.repeat(r.int(300, 8000))}/` : r.chance(0.5) ? hostilePath(r) : r.pick(staticPages);
      return get('referral links', `${page}?i=${id()}&a=${id()}${r.chance(0.3) ? query(r).replace('?', '&') : ''}`);
    },
  },
  {
    endpoint: 'main-API paths off the list',
    weight: 150,
    make: (r) =>
      get(
        'main-API paths off the list',
        r.pick([
          '/v2/vds/presets%2f..%2f..%2fv1%2fprofile',
          '/v2/registration/additional-internal/x',
          '/v2/registration/additionalx',
          '/v1/dedicated/configuration/',
          `/v1/dedicated/configuration/cpu/${hostileSegment(r)}`,
          '/v2/vds/presets/',
          '/v1/profile',
        ]),
        { notOurs: true },
      ),
  },
  {
    endpoint: 'other: health, unknown APIs',
    weight: 150,
    make: (r) =>
      get(
        'other: health, unknown APIs',
        r.pick([
          '/healthz',
          `/healthz${query(r)}`,
          `/api/${hostileSegment(r)}`,
          `/api/forms${query(r)}`,
          '/api/auth/',
          `/landing-api/${hostileSegment(r)}`,
          '/@vite/client',
          '/__waku',
          '/node_modules/.vite/x.js',
        ]),
        { method: r.pick(['GET', 'GET', 'POST', 'DELETE', 'OPTIONS']) },
      ),
  },
];

const totalWeight = families.reduce((sum, f) => sum + f.weight, 0);
const specFor = (i: number, origin: string): Spec => {
  const r = prng(seedFor(SEED, i));
  let roll = r.next() * totalWeight;
  let family = families[0] as Family;
  for (const f of families) {
    roll -= f.weight;
    if (roll < 0) {
      family = f;
      break;
    }
  }
  const spec = family.make(r, origin);
  spec.index = i;
  spec.headers = { ...spec.headers };
  // Most requests get their own client address, so per-IP limits let inputs reach validation.
  if (!('x-forwarded-for' in spec.headers) && r.chance(0.9)) spec.headers['x-forwarded-for'] = ipv4(r);
  if (!spec.oversized) hostileHeaders(r, spec.headers);
  return spec;
};

// ── Run ─────────────────────────────────────────────────────────────────────────────────────
type Counts = {
  n: number;
  s2: number;
  s3: number;
  s4: number;
  s429: number;
  s413: number;
  s5: number;
  failed: number;
  ms: number;
  maxMs: number;
};
const counts = new Map<string, Counts>();
const count = (endpoint: string) => {
  let c = counts.get(endpoint);
  if (!c) {
    c = { n: 0, s2: 0, s3: 0, s4: 0, s429: 0, s413: 0, s5: 0, failed: 0, ms: 0, maxMs: 0 };
    counts.set(endpoint, c);
  }
  return c;
};
type Failure = { endpoint: string; reason: string; request: string; detail: string; index: number };
const failures: Failure[] = [];
const describe = (spec: RawRequest) =>
  `${spec.method} ${spec.path.length > 160 ? `${spec.path.slice(0, 160)}…(${spec.path.length} chars)` : spec.path}${
    spec.headers?.host ? ` [host: ${spec.headers.host.slice(0, 40)}]` : ''
  }${spec.headers?.cookie ? ` [cookie: ${spec.headers.cookie.slice(0, 40)}${spec.headers.cookie.length > 40 ? '…' : ''}]` : ''}${
    spec.body !== undefined
      ? ` [body ${Buffer.byteLength(spec.body)} B${spec.chunked ? ', chunked' : ''}: ${String(spec.body).slice(0, 60)}]`
      : ''
  }`;
const fail = (endpoint: string, reason: string, spec: RawRequest & { index?: number }, detail: string) => {
  failures.push({ endpoint, reason, request: describe(spec), detail: detail.slice(0, 300), index: spec.index ?? -1 });
  count(endpoint).failed++;
};

const dbDir = mkdtempSync(path.join(tmpdir(), 'fuzz-'));
console.log(
  `fuzz: ${TOTAL} requests, seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${CONCURRENCY} in flight, ${TIMEOUT_MS / 1000} s time-out`,
);
const site = await startSite(PORT, { FORMS_DB_PATH: path.join(dbDir, 'forms.sqlite'), TRUST_PROXY_HOPS: '1' });
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const started = performance.now();
let redirectsChecked = 0;
let longestChain = 0;
let nextChecked = 0;
const followed = new Set<string>();

/** Checks one answer; returns the Location to follow, if any. */
/**
 * The one absolute Location the site may send: the production host's `www.` twin is sent to
 * `SITE_URL` with the same path (issue 24). Anything else absolute is an open redirect.
 */
const canonicalHostRedirect = (spec: Spec, location: string): boolean =>
  spec.headers?.host?.toLowerCase() === `www.${productionHost}` &&
  location.startsWith(`${siteConfig.siteUrl}/`) &&
  isSameSitePath(location.slice(siteConfig.siteUrl.length));

const check = (spec: Spec, endpoint: string, res: RawResponse): string | null => {
  const c = count(endpoint);
  c.n++;
  c.ms += res.ms;
  c.maxMs = Math.max(c.maxMs, res.ms);
  if (!res.ok) {
    fail(endpoint, res.error.startsWith('client refused') ? 'request could not be sent' : 'no complete answer', spec, res.error);
    return null;
  }
  const { status } = res;
  if (status >= 500) {
    c.s5++;
    fail(endpoint, `${status}`, spec, res.body.replace(/\s+/g, ' '));
  } else if (status >= 400) {
    c.s4++;
    if (status === 429) c.s429++;
    if (status === 413) c.s413++;
  } else if (status >= 300) c.s3++;
  else c.s2++;
  // Only while the bad Host is still the one sent (the hostile headers may have replaced it).
  if (spec.badHost !== undefined && spec.headers?.host === spec.badHost && status !== 400 && status !== 431 && status < 500)
    fail(endpoint, `a Host that is no host answered ${status}, not 400`, spec, res.body.slice(0, 200));
  if (spec.notOurs && status >= 200 && status < 300)
    fail(endpoint, `answered ${status} for a path the site does not serve`, spec, res.body.slice(0, 200));
  if (spec.respelled && status >= 200 && status < 300)
    fail(endpoint, `another spelling of a path answered ${status}, not a 301 to its one spelling or a 404`, spec, '');
  if (spec.oversized && status !== 413 && status < 500)
    fail(endpoint, `oversized body answered ${status}, not 413`, spec, res.body);
  if (status >= 300 && status < 400 && status !== 304) {
    redirectsChecked++;
    const location = res.headers.location;
    if (typeof location !== 'string') fail(endpoint, `${status} without a Location`, spec, '');
    else if (canonicalHostRedirect(spec, location)) return null;
    else if (!isSameSitePath(location)) fail(endpoint, `open redirect: Location ${JSON.stringify(location)}`, spec, '');
    else return location;
  }
  return null;
};

const indices = ONLY.length ? ONLY : Array.from({ length: TOTAL }, (_, i) => i);
await pool(indices.length, CONCURRENCY, async (n) => {
  if (site.exited()) return;
  const spec = specFor(indices[n] as number, site.origin);
  if (ONLY.length)
    console.log(`#${spec.index}`, { ...spec, body: spec.body === undefined ? undefined : String(spec.body).slice(0, 2000) });
  if (spec.next !== undefined) {
    nextChecked++;
    const target = safeReturnPath(spec.next, '/');
    if (!isSameSitePath(target))
      fail(spec.endpoint, `safeReturnPath let ${JSON.stringify(spec.next)} through as ${JSON.stringify(target)}`, spec, '');
  }
  let res = await rawRequest(agent, site.origin, spec, TIMEOUT_MS);
  if (ONLY.length) console.log(`#${spec.index} →`, res);
  let location = check(spec, spec.endpoint, res);
  // Follow page redirects (GET, same headers) until they end: each hop must be same-site, and a chain must end.
  // A target already followed with the same cookies is not fetched again (the answer would be the same).
  let hops = 0;
  while (location && spec.follow && hops < MAX_HOPS) {
    const key = `${spec.headers?.cookie ?? ''}\n${spec.headers?.host ?? ''}\n${location}`;
    if (followed.has(key)) {
      location = null;
      break;
    }
    followed.add(key);
    hops++;
    const followUp: Spec = {
      endpoint: 'redirect follow-ups',
      method: 'GET',
      path: location,
      headers: { ...spec.headers },
      ...(spec.index === undefined ? {} : { index: spec.index }),
    };
    res = await rawRequest(agent, site.origin, followUp, TIMEOUT_MS);
    location = check(followUp, 'redirect follow-ups', res);
  }
  longestChain = Math.max(longestChain, hops);
  if (location && spec.follow) fail(spec.endpoint, `redirect chain does not end (${hops} hops, at ${location})`, spec, '');
});

const elapsed = (performance.now() - started) / 1000;
const serverCpuSeconds = () => cpuSeconds(site.child.pid as number);
const serverCpu = await serverCpuSeconds();

// A scanner's flood, in every locale, from clients with and without brotli: made-up paths (each the
// locale's not-found page, rendered once and shared) and a page under made-up hosts (rendered once for
// all of them). Each must cost the server far less than a render (~10 ms); before that sharing the
// site managed ~150 such requests a second.
const floodRequests = ONLY.length ? 0 : FLOOD_REQUESTS;
const floodCpuBefore = await serverCpuSeconds();
await pool(floodRequests, CONCURRENCY, async (n) => {
  const prefix = localePrefixes[n % localePrefixes.length] as string;
  const encoding = { 'accept-encoding': ['br, gzip', 'gzip, deflate', ''][n % 3] as string };
  const madeUpHost = n % 2 === 1;
  const spec: Spec = madeUpHost
    ? {
        endpoint: 'scanner flood (made-up hosts)',
        method: 'GET',
        path: `${prefix}/docs/cloud-servers/create-server/`,
        headers: { ...encoding, host: `probe-${SEED}-${n}.example` },
      }
    : {
        endpoint: 'scanner flood (made-up paths)',
        method: 'GET',
        path: `${prefix}/wp-content/plugins/probe-${SEED}-${n}/readme.txt`,
        headers: encoding,
      };
  const res = await rawRequest(agent, site.origin, spec, TIMEOUT_MS);
  check(spec, spec.endpoint, res);
  const expected = madeUpHost ? 200 : 404;
  if (res.ok && res.status !== expected) fail(spec.endpoint, `${res.status}, not ${expected}`, spec, '');
});
const floodCpuMs = floodRequests ? (((await serverCpuSeconds()) - floodCpuBefore) * 1000) / floodRequests : 0;
const budgets = ONLY.length ? [] : await runBudgets(site.origin, site.child.pid as number, budgetCases('dist/public', SEED));
const clientCpu = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;

// Two Host headers (node:http's client cannot send them): RFC 9112 says 400, whichever comes first.
const twoHostsStatus = (first: string, second: string) =>
  new Promise<number>((resolve) => {
    const { hostname, port } = new URL(site.origin);
    const socket = net.connect(Number(port), hostname, () =>
      socket.end(`GET /healthz HTTP/1.1\r\nHost: ${first}\r\nHost: ${second}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', () => resolve(0));
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
  });
for (const [first, second] of [
  ['1.2.3.4.5', 'localhost'],
  ['localhost', '1.2.3.4.5'],
  ['localhost', 'localhost'],
]) {
  const status = await twoHostsStatus(first as string, second as string);
  const spec: Spec = { endpoint: 'two Host headers', method: 'GET', path: '/healthz', headers: { host: `${first} + ${second}` } };
  count('two Host headers').n++;
  if (status !== 400) fail('two Host headers', `answered ${status || 'nothing'}, not 400`, spec, '');
}

// Referral links write rows: each row's path must be capped and canonical, whatever the link was.
const storedVisitPaths = (): { path: string }[] => {
  if (ONLY.length) return [];
  const db = new DatabaseSync(path.join(dbDir, 'forms.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT path FROM referral_visits').all() as { path: string }[];
  } finally {
    db.close();
  }
};
const visitRows = storedVisitPaths();
const longestVisitPath = Math.max(0, ...visitRows.map((row) => row.path.length));
if (longestVisitPath > 256)
  fail('referral links', `a stored visit path has ${longestVisitPath} characters (cap 256)`, { method: 'GET', path: '/' }, '');
console.log(`referral visits stored: ${visitRows.length}, longest path ${longestVisitPath} characters`);

const health = await rawRequest(agent, site.origin, { method: 'GET', path: '/healthz' }, TIMEOUT_MS);
const exitedDuring = site.exited();
await site.stop();
agent.destroy();
rmSync(dbDir, { recursive: true, force: true });

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `\n${'endpoint'.padEnd(50)} ${pad('sent', 6)} ${pad('2xx', 6)} ${pad('3xx', 6)} ${pad('4xx', 6)} ${pad('(413)', 6)} ${pad('(429)', 6)} ${pad('5xx', 5)} ${pad('failed', 6)} ${pad('avg ms', 7)} ${pad('max ms', 7)}`,
);
const totals: Counts = { n: 0, s2: 0, s3: 0, s4: 0, s429: 0, s413: 0, s5: 0, failed: 0, ms: 0, maxMs: 0 };
for (const [endpoint, c] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(
    `${endpoint.padEnd(50)} ${pad(c.n, 6)} ${pad(c.s2, 6)} ${pad(c.s3, 6)} ${pad(c.s4, 6)} ${pad(c.s413, 6)} ${pad(c.s429, 6)} ${pad(c.s5, 5)} ${pad(c.failed, 6)} ${pad(Math.round(c.ms / Math.max(1, c.n)), 7)} ${pad(Math.round(c.maxMs), 7)}`,
  );
  for (const key of Object.keys(totals) as (keyof Counts)[]) if (key !== 'maxMs') totals[key] += c[key];
  totals.maxMs = Math.max(totals.maxMs, c.maxMs);
}
console.log(
  `${'total'.padEnd(50)} ${pad(totals.n, 6)} ${pad(totals.s2, 6)} ${pad(totals.s3, 6)} ${pad(totals.s4, 6)} ${pad(totals.s413, 6)} ${pad(totals.s429, 6)} ${pad(totals.s5, 5)} ${pad(totals.failed, 6)} ${pad(Math.round(totals.ms / Math.max(1, totals.n)), 7)} ${pad(Math.round(totals.maxMs), 7)}`,
);
console.log(`cpu: server ${serverCpu.toFixed(1)} s, fuzz client ${clientCpu.toFixed(1)} s`);
console.log(
  `scanner flood: ${floodRequests} made-up paths and hosts, server CPU ${floodCpuMs.toFixed(2)} ms a request (bound ${FLOOD_CPU_BOUND_MS} ms)`,
);
if (budgets.length) {
  console.log('request budgets (server CPU a request):');
  printBudgets(budgets);
}
console.log(
  `redirect Locations checked: ${redirectsChecked}; longest chain followed: ${longestChain} hop(s); oauth next values checked: ${nextChecked}`,
);

const crashes = crashLines(site.stderr());
const loggedErrors = site
  .stderr()
  .split('\n')
  .map((line) => /"msg":"([^"]+)"/.exec(line)?.[1] ?? /^(\w*Error: .{0,80})/.exec(line)?.[1] ?? null)
  .filter((m): m is string => m !== null);
const byMessage = new Map<string, number>();
for (const m of loggedErrors) byMessage.set(m, (byMessage.get(m) ?? 0) + 1);
if (byMessage.size)
  console.log(
    `server stderr (handled, logged): ${[...byMessage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([m, n]) => `${n}× ${m}`)
      .join('; ')}`,
  );

const problems: string[] = [];
if (exitedDuring) problems.push(`the server exited during the run (${exitedDuring})`);
else if (!health.ok || health.status !== 200) problems.push('the server did not answer /healthz after the run');
if (floodCpuMs > FLOOD_CPU_BOUND_MS)
  problems.push(`made-up paths and hosts cost the server ${floodCpuMs.toFixed(2)} ms a request (bound ${FLOOD_CPU_BOUND_MS} ms)`);
for (const budget of budgets)
  if (budget.problems.length) problems.push(`request budget "${budget.name}": ${budget.problems.length} problem(s)`);
if (crashes.length)
  problems.push(`${crashes.length} crash-level line(s) on the server's stderr, first: ${crashes[0]?.slice(0, 300)}`);
if (failures.length) {
  const grouped = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.endpoint} — ${f.reason}`;
    grouped.set(key, [...(grouped.get(key) ?? []), f]);
  }
  console.log(`\n${failures.length} failed request(s), by endpoint and reason (up to 3 examples each):`);
  for (const [key, list] of grouped) {
    console.log(`  ${list.length}× ${key}`);
    for (const f of list.slice(0, 3)) console.log(`      #${f.index} ${f.request}${f.detail ? `\n        → ${f.detail}` : ''}`);
  }
  problems.push(`${failures.length} failed request(s)`);
}
for (const p of problems) console.log(`✘ ${p}`);
console.log(
  `\nfuzz ${problems.length ? 'FAILED' : 'passed'}: ${totals.n} requests (${indices.length} generated + ${floodRequests} scanner flood + ${totals.n - indices.length - floodRequests} redirect follow-ups), ` +
    `${totals.s5} 5xx, ${failures.length} failures, seed ${SEED}, ${elapsed.toFixed(1)} s`,
);
process.exit(problems.length ? 1 : 0);
