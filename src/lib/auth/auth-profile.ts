/** The signed-in visitor (spec §3, §6): user id, login alias, e-mail and avatar. */
export type AuthProfile = { id: number; loginAlias: string; email: string; avatar: string | null };

/** What the site's profile endpoint answers: the profile (null when signed out) and what it may see. */
export type AuthSession = {
  profile: AuthProfile | null;
  /** Where staff edit the site's content; present only for the provider's own addresses. */
  editorUrl?: string;
};

/**
 * Whether an e-mail address belongs to the provider's own domain (spec §4, staff
 * editor): exactly that domain after the last `@`, case-insensitively; neither
 * subdomains nor look-alikes such as `evil-nuvora.cloud` count.
 */
export const isStaffEmail = (email: string, domain: string): boolean => {
  const at = email.lastIndexOf('@');
  if (at < 1 || !domain) return false;
  return email.slice(at + 1).toLowerCase() === domain.toLowerCase();
};
