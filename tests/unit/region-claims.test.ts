import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLocale, type Locale, localeCodes, locales } from '#intl/locales.ts';
import { withoutPolishLocations } from '#src/features/pricing/rules/preset-rules.ts';
import { serverPresets } from '#src/features/pricing/tariffs/embedded/tariff-presets.ts';
import { regionCodes } from '#src/features/pricing/tariffs/types.ts';

const root = path.resolve(import.meta.dirname, '../..');
const messages = (locale: Locale, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(root, 'intl/messages', locales[locale].file, `${ns}.json`), 'utf8'));
const newsItem = (locale: Locale, item: string) => readFileSync(path.join(root, 'content/news', locale, `${item}.md`), 'utf8');

/** Regions whose cloud servers the selling rule (spec §9) keeps out of every server price list. */
const regionsWithoutServers = regionCodes.filter(
  (region) => !withoutPolishLocations(serverPresets).some((preset) => preset.location === region),
);

/** How the Warsaw news item names cloud servers in its availability table, and how that table says yes. */
const availabilityWords: Record<Locale, { servers: string; yes: string }> = {
  'en-us': { servers: 'Cloud servers', yes: 'Yes' },
  de: { servers: 'Cloud-Server', yes: 'Ja' },
  es: { servers: 'Servidores cloud', yes: 'Sí' },
  fr: { servers: 'Serveurs cloud', yes: 'Oui' },
  it: { servers: 'Server cloud', yes: 'Sì' },
  nl: { servers: 'Cloudservers', yes: 'Ja' },
  'pt-br': { servers: 'Servidores em nuvem', yes: 'Sim' },
};

describe('claims about regions agree with the server selling rule', () => {
  it('the rule keeps Warsaw out of the server price lists', () => {
    expect(regionsWithoutServers).toEqual(['pl-1']);
  });

  it.each(localeCodes)('%s: /r/ does not promise cloud servers where none are sold', (locale) => {
    const referral = messages(locale, 'marketing/referral');
    const regionNames = messages(locale, 'pricing');
    for (const region of regionsWithoutServers) {
      const name = regionNames[`region.${region}`];
      expect(name).toBeTruthy();
      expect(referral['referral.features.1.text']).not.toContain(name);
    }
  });

  it.each(localeCodes)('%s: the Warsaw launch news does not sell cloud servers in Warsaw', (locale) => {
    const text = newsItem(locale, 'warsaw-region-launch');
    const { servers, yes } = availabilityWords[locale];
    const row = text.split('\n').find((line) => line.startsWith(`| ${servers} |`));
    expect(row).toBeDefined();
    expect(row?.split('|')[2]?.trim().startsWith(yes)).toBe(false);
    for (const region of regionsWithoutServers) {
      expect(text).not.toMatch(new RegExp(`nuvora (server create|image copy)[^\\n]*--region ${region}`));
    }
  });
});

/**
 * Words per locale for what the rule stops selling (cloud servers, VPS/VDS, dedicated machines and the
 * sites hosted on them) and for what is sold in every region (S3 storage, Kubernetes). A region name
 * is read as a server claim when the nearest product word in its sentence — the one before it, else
 * the one after it — is a server word and the sentence does not negate.
 */
const productWords: Record<Locale, { servers: RegExp; others: RegExp; negation: RegExp }> = {
  'en-us': {
    servers: /\b(?:servers?|VPS|VDS|dedicated|(?:web)?sites)\b/gi,
    others: /\b(?:S3|object storage|storage|data|Kubernetes|clusters?|buckets?|databases?|backups?|data cent(?:er|re)s?)\b/gi,
    negation: /\b(?:not|no|nor|without)\b|n't\b/i,
  },
  de: {
    servers: /(?:Server|\bVPS\b|\bVDS\b|dedizierte|Websites)/g,
    others: /(?:\bS3\b|Speicher|Daten|Kubernetes|Cluster|Buckets?|Datenbank|Backups?|Rechenzent)/gi,
    negation: /\b(?:nicht|keine?[nmrs]?|ohne)\b/i,
  },
  es: {
    servers: /(?:\bservidor(?:es)?\b|\bVPS\b|\bVDS\b|\bdedicados?\b|\bsitios\b)/gi,
    others:
      /(?:\bS3\b|almacenamiento|datos|Kubernetes|clústeres|clúster|buckets?|bases? de datos|copias? de seguridad|centros? de datos)/gi,
    negation: /(?:^|[^\p{L}])(?:no|ni|sin)(?![\p{L}])/iu,
  },
  fr: {
    servers: /(?:\bserveurs?\b|\bVPS\b|\bVDS\b|\bdédiés?(?!\p{L}))/giu,
    others:
      /(?:\bS3\b|stockage|données|Kubernetes|clusters?|buckets?|bases? de données|sauvegardes?|centres? de données|datacenters?)/gi,
    negation: /(?:^|[^\p{L}])(?:pas|ni|sans|aucune?)(?![\p{L}])/iu,
  },
  it: {
    servers: /(?:\bserver\b|\bVPS\b|\bVDS\b|\bdedicati\b|\bsiti\b)/gi,
    others: /(?:\bS3\b|storage|archiviazione|dati|Kubernetes|cluster|bucket|database|backup|data center)/gi,
    negation: /(?:^|[^\p{L}])(?:non|né|senza)(?![\p{L}])/iu,
  },
  nl: {
    servers: /(?:servers?|\bVPS\b|\bVDS\b|\bdedicated\b|\b(?:web)?sites\b)/gi,
    others: /(?:\bS3\b|opslag|data\b|Kubernetes|clusters?|buckets?|databases?|back-ups?|datacenters?)/gi,
    negation: /\b(?:niet|geen|zonder)\b/i,
  },
  'pt-br': {
    servers: /(?:\bservidor(?:es)?\b|\bVPS\b|\bVDS\b|\bdedicados?\b|\bsites\b)/gi,
    others: /(?:\bS3\b|armazenamento|dados|Kubernetes|clusters?|buckets?|bancos? de dados|backups?|data centers?)/gi,
    negation: /(?:^|[^\p{L}])(?:não|nem|sem)(?![\p{L}])/iu,
  },
};

type Unit = { file: string; locale: Locale; text: string; serverPage: boolean; codeOrTable: boolean };

const filesUnder = (dir: string, extensions: RegExp): string[] =>
  readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file))
    .map((file) => path.join(dir, file));

/** Every content file and catalog message of every locale, split in sentences (catalogs: per message). */
const units = (): Unit[] => {
  const out: Unit[] = [];
  for (const file of filesUnder('content', /\.(md|ya?ml)$/)) {
    const segment = file.split(path.sep).find(isLocale);
    const locale = segment ?? 'en-us';
    // A page about cloud servers: every table row and code line naming a region claims servers there.
    const serverPage = /(?:^|[/-])(?:cloud-)?servers?(?:[/.-]|$)/.test(file.split(path.sep).slice(2).join('/'));
    let inCode = false;
    for (const line of readFileSync(path.join(root, file), 'utf8').split('\n')) {
      if (line.trimStart().startsWith('```')) inCode = !inCode;
      out.push({ file, locale, text: line, serverPage, codeOrTable: inCode || line.trimStart().startsWith('|') });
    }
  }
  for (const locale of localeCodes) {
    const dir = path.join('intl/messages', locales[locale].file);
    for (const file of filesUnder(dir, /\.json$/)) {
      const catalog: Record<string, string> = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
      for (const [key, text] of Object.entries(catalog))
        out.push({ file: `${file}#${key}`, locale, text, serverPage: false, codeOrTable: false });
    }
  }
  return out;
};

const sentences = (line: string) => line.split(/(?<=[.!?;:])\s+/);

const positions = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m.index ?? 0);

/** The sentence pairs the region with a server word as the nearest product it is offered for. */
const claimsServersIn = (sentence: string, locale: Locale, regionPattern: RegExp): boolean => {
  const words = productWords[locale];
  if (words.negation.test(sentence)) return false;
  const servers = positions(sentence, words.servers);
  const others = positions(sentence, words.others);
  return positions(sentence, regionPattern).some((at) => {
    const before = (list: number[]) => Math.max(-1, ...list.filter((p) => p < at));
    const after = (list: number[]) => Math.min(Number.POSITIVE_INFINITY, ...list.filter((p) => p > at));
    // "… plus Warsaw for S3 storage": what follows the region in its own clause is what it is named for.
    const clauseEnd = at + (sentence.slice(at).search(/[,;:–—(]/u) + 1 || sentence.length - at + 1);
    if (others.some((p) => p > at && p < clauseEnd)) return false;
    const [serverBefore, otherBefore] = [before(servers), before(others)];
    if (serverBefore >= 0 || otherBefore >= 0) return serverBefore > otherBefore;
    return after(servers) < after(others);
  });
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every place in content and catalogs that claims cloud servers in a region without them. */
const serverClaimsInRegionsWithoutServers = (): string[] => {
  const found: string[] = [];
  const regionNames = Object.fromEntries(localeCodes.map((locale) => [locale, messages(locale, 'pricing')])) as Record<
    Locale,
    Record<string, string>
  >;
  const patterns = localeCodes.flatMap((locale) =>
    regionsWithoutServers.map((region) => {
      const name = regionNames[locale][`region.${region}`] ?? region;
      return {
        locale,
        mentions: (text: string) => text.includes(name) || text.includes(region),
        region: new RegExp(`(?:${literal(name)}|\\b${literal(region)}\\b)`, 'g'),
        cli: new RegExp(`nuvora (?:server create|image copy)[^\\n]*--region ${literal(region)}\\b`),
      };
    }),
  );
  for (const unit of units()) {
    for (const pattern of patterns) {
      if (pattern.locale !== unit.locale || !pattern.mentions(unit.text)) continue;
      const where = `${unit.file}: ${unit.text.trim().slice(0, 160)}`;
      if (pattern.cli.test(unit.text)) found.push(where);
      else if (unit.serverPage && unit.codeOrTable && unit.text.match(pattern.region)) found.push(where);
      else if (sentences(unit.text).some((sentence) => claimsServersIn(sentence, unit.locale, pattern.region))) {
        found.push(where);
      }
    }
  }
  return found;
};

describe('no content or catalog of any locale claims cloud servers where none are sold', () => {
  it('finds the claims it is meant to find', () => {
    const claim = (text: string, locale: Locale) => claimsServersIn(text, locale, /Warsaw|Warschau|pl-1/g);
    expect(claim('Run a VPN on a cloud server in New York, Frankfurt or Warsaw.', 'en-us')).toBe(true);
    expect(claim('In Warsaw (`pl-1`) we offer cloud servers, plus Kubernetes clusters.', 'en-us')).toBe(true);
    expect(claim('Cloud servers are not on sale in Warsaw.', 'en-us')).toBe(false);
    expect(claim('VPS in Frankfurt, plus S3 storage and Kubernetes in Warsaw.', 'en-us')).toBe(false);
    expect(claim('Keep data in Frankfurt or Warsaw, close to the people and servers that use it.', 'en-us')).toBe(false);
    expect(claim('Amsterdam and Frankfurt for servers in Europe, plus Warsaw for S3 storage.', 'en-us')).toBe(false);
    expect(claim('Erstellen Sie einen Cloud-Server in Frankfurt oder Warschau.', 'de')).toBe(true);
  });

  it('content and catalogs', () => {
    expect(serverClaimsInRegionsWithoutServers()).toEqual([]);
  });

  it.each(localeCodes)('%s: comparison copy names a region without servers only with what is sold there', (locale) => {
    const catalog = messages(locale, 'marketing/alternative');
    const name = messages(locale, 'pricing')['region.pl-1'] as string;
    const naming = Object.entries(catalog).filter(([, text]) => text.includes(name));
    expect(naming.length, 'the comparison copy names Warsaw somewhere').toBeGreaterThan(0);
    for (const [key, text] of naming) expect({ key, qualified: /S3|Kubernetes/.test(text) }).toEqual({ key, qualified: true });
  });
});
