import { trustedProxyHops } from '#server/proxy-trust.ts';
import { loginUrl, siteConfig } from '#src/lib/site-config.ts';
import { createAuthRoutes } from './auth-routes.ts';
import { embeddedProfiles, mainApiProfiles } from './profile-source.ts';

/**
 * Sign-in routes configured from the environment (read at run time):
 * - MAIN_API_URL: profiles from the provider's API; without it, the embedded demo accounts;
 * - AUTH_COOKIE: name of the cookie holding the visitor's API token (default `token`);
 * - STAFF_EMAIL_DOMAIN: the provider's own e-mail domain (default: the SITE_URL host without `www.`);
 * - EDITOR_URL: where staff edit content (default: the Directus admin at CONTENT_API_URL, else `cms.` on the site's domain);
 * - TRUST_PROXY_HOPS: proxies whose `x-forwarded-*` headers are believed (rate limit per visitor, `Secure` cookie).
 */
export const createAuthModule = () => {
  const siteHost = new URL(siteConfig.siteUrl).hostname.replace(/^www\./, '');
  const directus = process.env.CONTENT_API_URL?.replace(/\/+$/, '');
  const mainApiUrl = process.env.MAIN_API_URL?.replace(/\/+$/, '');
  return createAuthRoutes({
    profiles: mainApiUrl ? mainApiProfiles(mainApiUrl) : embeddedProfiles,
    cookie: process.env.AUTH_COOKIE || 'token',
    staffDomain: (process.env.STAFF_EMAIL_DOMAIN || siteHost).toLowerCase(),
    editorUrl: process.env.EDITOR_URL || (directus ? `${directus}/admin/content` : `https://cms.${siteHost}/admin/content`),
    allowedOrigins: [siteConfig.siteUrl],
    loginUrl: loginUrl(),
    trustedProxies: trustedProxyHops(),
  });
};
