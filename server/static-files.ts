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
  /** Compressed variants, made off the request thread on first request and kept with the file. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
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
 *
 * Entries are keyed by the file, never by how a request spelled it: a URL path is only looked up as
 * written (no decoding: the build's file names need no escapes, and path-spelling.ts redirects
 * escaped letters before this runs), and `/x/` and `/x/index.html` share the one file. So memory is
 * bounded by the build (each file with at most its brotli and gzip forms), whatever is asked.
 * Compression (brotli 11: 200–300 ms for a large script) runs on libuv's thread pool.
 */
export const createStaticFiles = (root: string, { transformHtml }: { transformHtml?: (html: Buffer) => Buffer } = {}) => {
  const absoluteRoot = path.resolve(root);
  const files = new Map<string, Promise<StaticFile>>();
  const noindexed = new WeakMap<StaticFile, StaticFile>();
  // One compression at a time: brotli 11 of a large script holds a libuv thread for 200–300 ms, and
  // the pool (4 threads) also reads files and compresses every rendered page and streamed answer.
  let compressing: Promise<unknown> = Promise.resolve();
  const compressInTurn = (body: Buffer, encoding: Encoding): Promise<Buffer> => {
    const turn = compressing.then(() => compressOnce(body, encoding));
    compressing = turn.catch(() => {});
    return turn;
  };
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

  /** The built file a URL path names as written, or null. */
  const fileOf = (urlPath: string): string | null => {
    if (urlPath.includes('%') || urlPath.includes('\\')) return null;
    const relative = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
    const filePath = path.resolve(absoluteRoot, `.${relative}`);
    return filePath.startsWith(absoluteRoot + path.sep) && isListed(filePath) ? filePath : null;
  };

  const load = async (filePath: string): Promise<StaticFile | null> => {
    const info = await stat(filePath).catch(() => null);
    if (!info?.isFile()) return null;
    const ext = path.extname(filePath).toLowerCase();
    const read = await readFile(filePath);
    const body = ext === '.html' && transformHtml ? transformHtml(read) : read;
    return {
      body,
      contentType: contentTypes[ext] ?? 'application/octet-stream',
      cacheControl: cacheControlFor(`/${path.relative(absoluteRoot, filePath).split(path.sep).join('/')}`, ext),
      etag: etagOf(body),
      isHtml: ext === '.html',
      encoded: {},
    };
  };

  return {
    async lookup(urlPath: string): Promise<StaticFile | null> {
      // Misses are answered from the build's list and never remembered.
      const filePath = fileOf(urlPath);
      if (!filePath) return null;
      let entry = files.get(filePath);
      if (!entry) {
        entry = load(filePath).then((file) => {
          if (!file) throw new Error(`${filePath} is listed but not a file`);
          return file;
        });
        files.set(filePath, entry);
        void entry.catch(() => files.delete(filePath));
      }
      return entry.catch(() => null);
    },
    /** Files held in memory: at most the build's, however many spellings were asked for. */
    get size() {
      return files.size;
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
    /** The file's bytes for a client accepting `encoding`, compressed once (off the request thread) and kept. */
    encode(file: StaticFile, encoding: Encoding | null): Promise<Buffer> {
      if (!encoding || !isCompressible(file.contentType) || file.body.byteLength < 512) return Promise.resolve(file.body);
      file.encoded[encoding] ??= compressInTurn(file.body, encoding);
      return file.encoded[encoding];
    },
  };
};
