import { unstable_constants as constants } from 'waku/internals';

/**
 * Waku's build metadata (`dist/server/__waku_build_metadata.js`) keeps, among
 * its router data, the RSC payload of every element rendered at build time,
 * base64-encoded, and preloads all of them into memory on the first request.
 * For the page slots of prerendered routes that is 13 MB of payload (pricing
 * alone is 80 KB per locale) the server never uses: their HTML and RSC files
 * are served from `dist/public`. Dropping them at build saves about 50 MB of
 * RSS and a second of CPU on the first request; the root, the locale layouts
 * and the route templates stay, because every dynamic page is rendered inside
 * them. A dropped slot Waku ever needs again is rendered once and cached.
 */
const cachedElementsKey = 'defineRouter:cachedElements';
const prerenderedPageSlot = /^slot\/page:/;

const prefix = 'export const buildMetadata = new Map(';
const suffix = ');';

/** The metadata module's source without the cached payloads of prerendered page slots. */
export const withoutPrerenderedPages = (source: string): string => {
  const trimmed = source.trim();
  if (!trimmed.startsWith(prefix) || !trimmed.endsWith(suffix)) throw new Error('Waku build metadata: unexpected module shape');
  const entries = JSON.parse(trimmed.slice(prefix.length, -suffix.length)) as [string, string][];
  const pruned = entries.map(([key, value]): [string, string] => {
    if (key !== cachedElementsKey) return [key, value];
    const elements = JSON.parse(value) as Record<string, string>;
    return [key, JSON.stringify(Object.fromEntries(Object.entries(elements).filter(([id]) => !prerenderedPageSlot.test(id))))];
  });
  return `${prefix}${JSON.stringify(pruned)}${suffix}`;
};

type EmitFile = (fileName: string, body: ReadableStream) => Promise<void>;
const metadataFile = `${constants.DIST_SERVER}/${constants.BUILD_METADATA_FILE}`;

/** Waku's build step with the metadata module written by `withoutPrerenderedPages`. */
export const withSlimBuildMetadata =
  <Utils extends { emitFile: EmitFile }>(processBuild: (utils: Utils) => Promise<void>) =>
  ({ emitFile, ...rest }: Utils) =>
    processBuild({
      ...rest,
      emitFile: async (fileName: string, body: ReadableStream) =>
        fileName === metadataFile
          ? emitFile(fileName, new Blob([withoutPrerenderedPages(await new Response(body).text())]).stream())
          : emitFile(fileName, body),
    } as Utils);
