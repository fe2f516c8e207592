/**
 * The third-party analytics of spec §7, configured from the environment at
 * build time (prerendered pages carry it): a tag manager (the page-view events
 * go to its dataLayer), a web-analytics script and a product-analytics script.
 * Unset means not loaded; `npm start` with the defaults loads none.
 */
export type AnalyticsConfig = {
  tagManagerId?: string;
  webAnalyticsSrc?: string;
  productAnalyticsSrc?: string;
};

export const analyticsConfig = (env: Record<string, string | undefined> = process.env): AnalyticsConfig => ({
  ...(env.TAG_MANAGER_ID ? { tagManagerId: env.TAG_MANAGER_ID } : {}),
  ...(env.WEB_ANALYTICS_SRC ? { webAnalyticsSrc: env.WEB_ANALYTICS_SRC } : {}),
  ...(env.PRODUCT_ANALYTICS_SRC ? { productAnalyticsSrc: env.PRODUCT_ANALYTICS_SRC } : {}),
});

export const tagManagerSrc = (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;

/** Origins the configured scripts load from, for the content security policy. */
export const analyticsOrigins = (config: AnalyticsConfig): string[] => {
  const sources = [
    config.tagManagerId ? tagManagerSrc(config.tagManagerId) : undefined,
    config.webAnalyticsSrc,
    config.productAnalyticsSrc,
  ];
  const origins = sources.flatMap((src) => {
    try {
      return src ? [new URL(src).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
};

const LOCAL_HOSTS = /^(localhost|127(?:\.\d+){3}|\[::1\]|::1|0\.0\.0\.0)$|\.localhost$/i;

type Visit = {
  hostname: string;
  /** The browser is driven by automation (tests): `navigator.webdriver`. */
  automated: boolean;
  /** The signed-in visitor's id, once known. */
  profileId: number | null;
};

export type PlannedScript = { kind: 'tag-manager' | 'web-analytics' | 'product-analytics'; src: string };

/**
 * Which scripts a page view loads: none under automation (tests); product
 * analytics only for an identified profile and never on a local host.
 */
export const analyticsScripts = (config: AnalyticsConfig, visit: Visit): PlannedScript[] => {
  if (visit.automated) return [];
  const scripts: PlannedScript[] = [];
  if (config.tagManagerId) scripts.push({ kind: 'tag-manager', src: tagManagerSrc(config.tagManagerId) });
  if (config.webAnalyticsSrc) scripts.push({ kind: 'web-analytics', src: config.webAnalyticsSrc });
  if (config.productAnalyticsSrc && visit.profileId !== null && !LOCAL_HOSTS.test(visit.hostname)) {
    scripts.push({ kind: 'product-analytics', src: config.productAnalyticsSrc });
  }
  return scripts;
};
