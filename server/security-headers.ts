import { analyticsConfig, analyticsOrigins } from '../src/lib/analytics/analytics-plan.ts';
import { openStreetMap } from '../src/lib/catalog/region-sites.ts';

// The configured analytics scripts (none by default) and what they report to.
const analytics = analyticsOrigins(analyticsConfig())
  .map((origin) => ` ${origin}`)
  .join('');

/**
 * Headers every response carries. Inline scripts are still allowed here: the
 * RSC payload Waku inlines into prerendered HTML has no per-request nonce. The
 * quality-gates issue replaces this with per-page script hashes.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${analytics}`,
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

export const securityHeaders = (isHttps: boolean): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  ...(isHttps ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
});
