import type { IntlShape } from 'react-intl';

/**
 * Tags named by a product, program or protocol (`nginx`, `ufw`, `ssh`), or written alike everywhere
 * (`web`, `ci-cd`): the same in every language, so they have no catalog label. Every other tag is a word and is translated through
 * `content.tag.<tag>`; a unit test checks that each tag in the content is one or the other.
 */
export const tagsNamedAsIs: ReadonlySet<string> = new Set([
  'certbot',
  'ci-cd',
  'compose',
  'cron',
  'docker',
  'fail2ban',
  'github-actions',
  'hcl',
  'helm',
  'https',
  'iac',
  'iptables',
  'kubectl',
  'kubernetes',
  'letsencrypt',
  'mysql',
  'netdata',
  'nginx',
  'nodejs',
  'pg-upgrade',
  'postgresql',
  'rsync',
  's3',
  'sql',
  'ssh',
  'sudo',
  'systemd',
  'terraform',
  'tls',
  'ubuntu',
  'ufw',
  'vpn',
  'web',
  'wireguard',
]);

/** The catalog id of a tag's label. */
export const tagLabelId = (tag: string): string => `content.tag.${tag}`;

/** A tag as a reader of the page's language sees it: its catalog label, else the tag as written. */
export const tagLabel = (intl: IntlShape, tag: string): string =>
  tagsNamedAsIs.has(tag) || !intl.messages[tagLabelId(tag)] ? tag : intl.formatMessage({ id: tagLabelId(tag) });
