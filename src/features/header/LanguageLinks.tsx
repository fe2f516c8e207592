'use client';

import { type LanguageLink, LanguageMenu } from '#ds/sections/LanguageMenu/LanguageMenu.tsx';
import { timing } from '#src/lib/timing.ts';

/**
 * The header's language menu. Choosing a language remembers it in `use_lang`,
 * so later unprefixed visits are sent to that language (spec §4).
 */
export function LanguageLinks({ label, links }: { label: string; links: readonly LanguageLink[] }) {
  const remember = (code: string) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie that the server's redirect reads
    document.cookie = `use_lang=${code}; Path=/; Max-Age=${timing.longCookieMaxAgeS}; SameSite=Lax${secure}`;
  };
  return <LanguageMenu label={label} links={links} onSelect={remember} />;
}
