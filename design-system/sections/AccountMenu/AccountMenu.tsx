'use client';

import * as styles from './AccountMenu.css.ts';

export type AccountMenuLink = { label: string; href: string };

type AccountMenuProps = {
  /** What the toggle shows: the account's name ("jane"). */
  name: string;
  /** Accessible name of the toggle, e.g. "Account: jane". */
  label: string;
  /** Square avatar image URL; without it the toggle shows only the name. */
  avatar?: string | null;
  links: readonly AccountMenuLink[];
  /** A final button below the links, such as "Log out". */
  action?: { label: string; onSelect: () => void; busy?: boolean };
};

/** The signed-in visitor's menu: a disclosure of account links and one action; the links work without JavaScript. */
export function AccountMenu({ name, label, avatar, links, action }: AccountMenuProps) {
  return (
    <details className={styles.menu}>
      <summary className={styles.toggle} aria-label={label}>
        {avatar ? <img className={styles.avatar} src={avatar} alt="" width={24} height={24} /> : null}
        <span className={styles.name}>{name}</span>
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
