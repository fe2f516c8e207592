import { type FooterColumn, SiteFooter } from './SiteFooter.tsx';

const english: FooterColumn[] = [
  {
    title: 'Products',
    links: [
      { label: 'Cloud servers', href: '#/products/cloud-server/' },
      { label: 'Managed databases', href: '#/products/managed-database/' },
      { label: 'App platform', href: '#/products/app-platform/' },
      { label: 'Kubernetes', href: '#/products/kubernetes/' },
      { label: 'S3 object storage', href: '#/products/s3-storage/' },
      { label: 'Cloud firewall', href: '#/products/cloud-firewall/' },
      { label: 'Private networks (VPC)', href: '#/products/vpc/' },
      { label: 'Terraform provider', href: '#/products/terraform/' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', href: '#/docs/' },
      { label: 'Tutorials', href: '#/tutorials/' },
      { label: 'Blog', href: '#/blog/' },
      { label: 'API reference', href: '#/api-docs/' },
      { label: 'Marketplace', href: '#/marketplace/' },
      { label: 'FAQ', href: '#/faq/' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About us', href: '#/about-us/' },
      { label: 'Contact us', href: '#/contacts/' },
      { label: 'Partner programme', href: '#/partners/' },
      { label: 'Ambassador programme', href: '#/ambassador/' },
      { label: 'Cloud for business', href: '#/solutions/cloud-solutions-for-business/' },
      { label: 'Sitemap', href: '#/sitemap/' },
    ],
  },
  {
    title: 'Compare',
    links: [
      { label: 'Nuvora vs DigitalOcean', href: '#/alternatives/digitalocean/' },
      { label: 'Nuvora vs Hetzner', href: '#/alternatives/hetzner/' },
    ],
  },
];

const german: FooterColumn[] = [
  {
    title: 'Produkte',
    links: [
      { label: 'Cloud-Server', href: '#/de/products/cloud-server/' },
      { label: 'Managed-Datenbanken', href: '#/de/products/managed-database/' },
      { label: 'App-Plattform', href: '#/de/products/app-platform/' },
      { label: 'Kubernetes', href: '#/de/products/kubernetes/' },
      { label: 'S3-Objektspeicher', href: '#/de/products/s3-storage/' },
      { label: 'Cloud-Firewall', href: '#/de/products/cloud-firewall/' },
      { label: 'Private Netzwerke (VPC)', href: '#/de/products/vpc/' },
      { label: 'Terraform-Provider', href: '#/de/products/terraform/' },
    ],
  },
  {
    title: 'Ressourcen',
    links: [
      { label: 'Dokumentation', href: '#/de/docs/' },
      { label: 'Tutorials', href: '#/de/tutorials/' },
      { label: 'Blog', href: '#/de/blog/' },
      { label: 'API-Referenz', href: '#/de/api-docs/' },
      { label: 'Marktplatz', href: '#/de/marketplace/' },
      { label: 'Häufig gestellte Fragen', href: '#/de/faq/' },
    ],
  },
  {
    title: 'Unternehmen',
    links: [
      { label: 'Über uns', href: '#/de/about-us/' },
      { label: 'Kontakt', href: '#/de/contacts/' },
      { label: 'Partnerprogramm', href: '#/de/partners/' },
      { label: 'Botschafterprogramm', href: '#/de/ambassador/' },
      {
        label: 'Cloud-Lösungen für Unternehmen und öffentliche Auftraggeber',
        href: '#/de/solutions/cloud-solutions-for-business/',
      },
      { label: 'Sitemap', href: '#/de/sitemap/' },
    ],
  },
  {
    title: 'Vergleich',
    links: [
      { label: 'Nuvora im Vergleich zu DigitalOcean', href: '#/de/alternatives/digitalocean/' },
      { label: 'Nuvora im Vergleich zu Hetzner', href: '#/de/alternatives/hetzner/' },
    ],
  },
];

const englishBottom = (
  <>
    <span>© 2025 Nuvora Cloud Ltd. All rights reserved.</span>
    <span>ISO/IEC 27001 certified data centres</span>
  </>
);

const germanBottom = (
  <>
    <span>© 2025 Nuvora Cloud Ltd. Alle Rechte vorbehalten.</span>
    <span>Rechenzentren zertifiziert nach ISO/IEC 27001 und BSI C5 (Testat Typ 2)</span>
  </>
);

export const Default = () => <SiteFooter columns={english} bottom={englishBottom} />;

export const FewColumns = () => <SiteFooter columns={english.slice(0, 2)} bottom={englishBottom} />;

export const WithLegalLinks = () => (
  <SiteFooter
    columns={english}
    bottom={
      <>
        <span>© 2025 Nuvora Cloud Ltd.</span>
        <span>
          <a href="#/legal/privacy/">Privacy policy</a> · <a href="#/legal/terms/">Terms of service</a>
        </span>
      </>
    }
  />
);

export const LongGerman = () => <SiteFooter columns={german} bottom={germanBottom} />;

export const Narrow = () => <SiteFooter columns={english} bottom={englishBottom} />;
Narrow.meta = { width: 'xsmall' };

export const NarrowGerman = () => <SiteFooter columns={german} bottom={germanBottom} />;
NarrowGerman.meta = { width: 'xsmall' };

export const Wide = () => <SiteFooter columns={english} bottom={englishBottom} />;
Wide.meta = { width: 'xxlarge' };
