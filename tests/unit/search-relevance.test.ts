import { describe, expect, it } from 'vitest';
import type { Locale } from '#intl/locales.ts';
import { createFileSource } from '#src/lib/content/files/file-source.ts';
import { createSiteSearch } from '#src/lib/search/site-search.ts';

/**
 * What a visitor typing each query should see first (the id of the best
 * result across all collections: `<collection>:<path>`). Typos and
 * half-typed words included; every query runs through the same search the
 * results page and the header box use.
 */
const expectations: Partial<Record<Locale, [query: string, top: string][]>> = {
  'en-us': [
    ['cloud-init', 'docs:cloud-servers/cloud-init'],
    ['nextcloud', 'marketplace:nextcloud'],
    ['nextclou', 'marketplace:nextcloud'],
    ['kubernets', 'docs:kubernetes'],
    ['kuber', 'docs:kubernetes'],
    ['firewall', 'docs:firewall'],
    ['firewall rules', 'docs:firewall/rules'],
    ['ufw', 'tutorials:configure-ufw-firewall'],
    ['restore backup', 'docs:cloud-servers/backups/restore-backup'],
    ['backups', 'docs:cloud-servers/backups'],
    ['ssh keys', 'docs:cloud-servers/ssh-keys'],
    ['generate ssh key', 'docs:cloud-servers/ssh-keys/generate-key'],
    ['kubectl', 'docs:kubernetes/kubectl-access'],
    ['helm chart', 'tutorials:deploy-app-to-kubernetes-with-helm'],
    ["let's encrypt", 'tutorials:secure-nginx-with-lets-encrypt'],
    ['install nginx', 'tutorials:install-nginx-ubuntu-24-04'],
    ['install docker', 'tutorials:install-docker-ubuntu-24-04'],
    ['fail2ban', 'tutorials:protect-ssh-with-fail2ban'],
    ['terraform provider', 'docs:terraform'],
    ['provision servers terraform', 'tutorials:provision-servers-with-terraform'],
    ['systemd', 'tutorials:run-nodejs-app-with-systemd'],
    ['github actions', 'tutorials:deploy-with-github-actions-over-ssh'],
    ['mysqldump', 'tutorials:automate-mysql-backups-to-s3'],
    ['wordpress', 'marketplace:wordpress'],
    ['wordpres', 'marketplace:wordpress'],
    ['vaultwarden', 'marketplace:vaultwarden'],
    ['grafana', 'marketplace:grafana'],
    ['uptime kuma', 'marketplace:uptime-kuma'],
    ['nat gateway', 'docs:vpc/nat'],
    ['health checks', 'docs:load-balancers/health-checks'],
    ['load balancer', 'docs:load-balancers'],
    ['aws cli', 'docs:object-storage/aws-cli'],
    ['s3 access keys', 'docs:object-storage/access-keys'],
    ['resize server', 'docs:cloud-servers/resize-server'],
    ['warsaw', 'blog:warsaw-region-launch'],
    ['black friday', 'blog:brightcart-black-friday'],
    ['iso 27001', 'blog:iso-27001-recertification'],
    ['postgresql ssl', 'docs:databases/connect/postgresql-ssl'],
    ['create database cluster', 'docs:databases/create-cluster'],
    ['deploy from git', 'docs:app-platform/deploy-from-git'],
  ],
  de: [
    ['firewall', 'docs:firewall'],
    ['firewall regeln', 'docs:firewall/rules'],
    ['backup wiederherstellen', 'docs:cloud-servers/backups/restore-backup'],
    ['ssh schlüssel erzeugen', 'docs:cloud-servers/ssh-keys/generate-key'],
    ['schlussel', 'docs:cloud-servers/ssh-keys'],
    ['datenbanken', 'docs:databases'],
    ['kubernets', 'docs:kubernetes'],
    ['cloud-init', 'docs:cloud-servers/cloud-init'],
    ['nginx installieren', 'tutorials:install-nginx-ubuntu-24-04'],
    ['servergröße ändern', 'docs:cloud-servers/resize-server'],
    ['warschau', 'blog:warsaw-region-launch'],
    ['nextcloud', 'marketplace:nextcloud'],
  ],
  fr: [
    ['pare-feu', 'docs:firewall'],
    ['règles de pare-feu', 'docs:firewall/rules'],
    ['restaurer une sauvegarde', 'docs:cloud-servers/backups/restore-backup'],
    ['sauvegardes', 'docs:cloud-servers/backups'],
    ['generer cle ssh', 'docs:cloud-servers/ssh-keys/generate-key'],
    ['bases de données', 'docs:databases'],
    ['équilibreur de charge', 'docs:load-balancers'],
    ['redimensionner', 'docs:cloud-servers/resize-server'],
    ['installer nginx', 'tutorials:install-nginx-ubuntu-24-04'],
    ['varsovie', 'blog:warsaw-region-launch'],
    ['wordpress', 'marketplace:wordpress'],
  ],
};

const search = createSiteSearch({ source: () => createFileSource(), production: true, refreshMs: Number.POSITIVE_INFINITY });

const topResult = async (locale: Locale, query: string) => {
  const outcome = await search.search(locale, query);
  const best = outcome?.groups[0]?.items[0];
  return best?.id ?? null;
};

describe('search relevance', () => {
  for (const [locale, table] of Object.entries(expectations) as [Locale, [string, string][]][]) {
    it(`${locale}: ${table.length} queries find what a visitor means first`, async () => {
      const misses: string[] = [];
      for (const [query, expected] of table) {
        const actual = await topResult(locale, query);
        if (actual !== expected) misses.push(`"${query}": expected ${expected}, got ${actual}`);
      }
      expect(misses).toEqual([]);
      // The first query of a locale builds its index: seconds on a busy 2-core machine, and not what is tested here.
    }, 30_000);
  }
});
