import { openStreetMap } from '#src/features/pricing/tariffs/region-sites.ts';
import { analyticsConfig, analyticsOrigins } from '#src/features/shell/analytics/analytics-plan.ts';
import { inlineScriptHashes } from './script-hashes.ts';

// The configured analytics scripts (none by default) and what they report to.
const analytics = analyticsOrigins(analyticsConfig())
  .map((origin) => ` ${origin}`)
  .join('');

/**
 * The content security policy. Scripts run only from this origin and, inline,
 * only when their SHA-256 is listed: every HTML response gets the hashes of the
 * inline scripts the site itself emits (our head script, Waku's bootstrap and
 * RSC payload, React's streaming calls; see `script-hashes.ts`), never of a
 * script that HTML injected into the page would add.
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${analytics}`,
    // The contacts page's map, loaded only when a visitor asks for it.
    `frame-src ${openStreetMap.origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const policies = new WeakMap<object, string>();

/** The policy of one HTML body, computed once per body (static files and cached pages keep theirs). */
export const htmlPolicy = (body: Uint8Array | string): string => {
  const key = typeof body === 'string' ? null : body;
  const known = key && policies.get(key);
  if (known) return known;
  const policy = contentSecurityPolicy(inlineScriptHashes(body));
  if (key) policies.set(key, policy);
  return policy;
};

/** Headers every response carries; the CSP is set per response (see `htmlPolicy`). */
export const securityHeaders = (isHttps: boolean): Record<string, string> => ({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
});
