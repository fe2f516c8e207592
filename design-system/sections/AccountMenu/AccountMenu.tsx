'use client';

import * as styles from './AccountMenu.css.ts';

export type AccountMenuLink = { label: string; href: string };

type AccountMenuProps = {
  /** What the toggle shows: the account's name ("jane"). */
  name: string;
  /** Accessible name of the toggle, e.g. "Account: jane". */
  label: string;
  /** Square avatar image URL; without it the toggle shows the name's initials in a circle. */
  avatar?: string | null;
  links: readonly AccountMenuLink[];
  /** A final button below the links, such as "Log out". */
  action?: { label: string; onSelect: () => void; busy?: boolean };
};

/** Up to two initials of an account name: "jane" → "J", "demo-customer" → "DC", "Ana María" → "AM". */
export const initialsOf = (name: string): string =>
  name
    .split(/[\s._@-]+/u)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');

const Chevron = () => (
  <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d="M3.5 6 8 10.5 12.5 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The signed-in visitor's menu: a disclosure of account links and one action; the links work without JavaScript. */
export function AccountMenu({ name, label, avatar, links, action }: AccountMenuProps) {
  return (
    <details className={styles.menu}>
      <summary className={styles.toggle} aria-label={label}>
        {avatar ? (
          <img className={styles.avatar} src={avatar} alt="" width={24} height={24} />
        ) : (
          <span className={styles.initials} aria-hidden="true" data-initials>
            {initialsOf(name)}
          </span>
        )}
        <span className={styles.name}>{name}</span>
        <Chevron />
      </summary>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href}>
              {link.label}
            </a>
          </li>
        ))}
        {action ? (
          <>
            <li className={styles.separator} aria-hidden="true" />
            <li>
              <button
                type="button"
                className={styles.action}
                onClick={action.onSelect}
                disabled={action.busy}
                aria-busy={action.busy}
              >
                {action.label}
              </button>
            </li>
          </>
        ) : null}
      </ul>
    </details>
  );
}
