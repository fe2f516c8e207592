import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { compressOnce, type Encoding, isCompressible } from './compression.ts';
import { withNoindex } from './robots-meta.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export type StaticFile = {
  body: Buffer;
  contentType: string;
  cacheControl: string;
  etag: string;
  isHtml: boolean;
  /** Compressed variants, made on first request and kept. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

/**
 * Hashed build assets and versioned fonts never change; HTML and RSC payloads
 * are revalidated; other files (images) live an hour (spec §9).
 */
const cacheControlFor = (urlPath: string, ext: string): string => {
  if (urlPath.startsWith('/assets/') || urlPath.startsWith('/fonts/')) return 'public, max-age=31536000, immutable';
  if (ext === '.html' || urlPath.startsWith('/RSC/')) return 'no-cache';
  return 'public, max-age=3600';
};

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The built public folder served from memory: each file is read once, its
 * ETag computed once and its compressed forms made once, so the hot path is a
 * map lookup. HTML files pass through `transformHtml` once, when read.
 */
export const createStaticFiles = (root: string, { transformHtml }: { transformHtml?: (html: Buffer) => Buffer } = {}) => {
  const absoluteRoot = path.resolve(root);
  const files = new Map<string, Promise<StaticFile | null>>();
  const noindexed = new WeakMap<StaticFile, StaticFile>();
  // The build's files, listed once: a request for anything else (every dynamic page, every made-up
  // path) is answered "not here" from memory instead of by a failed stat and its error object.
  let listed: Set<string> | undefined;
  const isListed = (filePath: string) => {
    listed ??= new Set(
      readdirSync(absoluteRoot, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() || entry.isSymbolicLink())
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    return listed.has(filePath);
  };

  const load = async (urlPath: string): Promise<StaticFile | null> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
    const filePath = path.resolve(absoluteRoot, `.${relative}`);
    if (!filePath.startsWith(absoluteRoot + path.sep) || !isListed(filePath)) return null;
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    const ext = path.extname(filePath).toLowerCase();
    const read = await readFile(filePath);
    const body = ext === '.html' && transformHtml ? transformHtml(read) : read;
    return {
      body,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(urlPath, ext),
      etag: etagOf(body),
      isHtml: ext === '.html',
      encoded: {},
    };
  };

  return {
    lookup(urlPath: string): Promise<StaticFile | null> {
      let entry = files.get(urlPath);
      if (!entry) {
        entry = load(urlPath);
        // Misses are not remembered: the key space of unknown URLs is unbounded.
        void entry.then((file) => {
          if (!file) files.delete(urlPath);
        });
        files.set(urlPath, entry);
      }
      return entry;
    },
    /** The file as served on a host other than the production host: pages carry robots noindex. */
    offProduction(file: StaticFile): StaticFile {
      if (!file.isHtml) return file;
      let variant = noindexed.get(file);
      if (!variant) {
        const body = Buffer.from(withNoindex(file.body));
        variant = body.equals(file.body) ? file : { ...file, body, etag: etagOf(body), encoded: {} };
        noindexed.set(file, variant);
      }
      return variant;
    },
    encode(file: StaticFile, encoding: Encoding | null): Buffer {
      if (!encoding || !isCompressible(file.contentType) || file.body.byteLength < 512) return file.body;
      file.encoded[encoding] ??= compressOnce(file.body, encoding);
      return file.encoded[encoding];
    },
  };
};
