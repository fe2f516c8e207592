/** Where the header and footer link to, as locale-free paths and catalog ids (namespace `common`). */
export type NavLink = { id: string; path: string };

export const headerLinks: readonly NavLink[] = [
  { id: 'nav.products', path: '/products/' },
  { id: 'nav.pricing', path: '/pricing/' },
  { id: 'nav.docs', path: '/docs/' },
  { id: 'nav.tutorials', path: '/tutorials/' },
  { id: 'nav.blog', path: '/blog/' },
  { id: 'nav.marketplace', path: '/marketplace/' },
  { id: 'nav.partners', path: '/partners/' },
];

export const footerColumns: readonly { id: string; links: readonly NavLink[] }[] = [
  {
    id: 'footer.products',
    links: [
      { id: 'footer.cloudServers', path: '/products/cloud-server/' },
      { id: 'footer.databases', path: '/products/managed-database/' },
      { id: 'footer.appPlatform', path: '/products/app-platform/' },
      { id: 'footer.kubernetes', path: '/products/kubernetes/' },
      { id: 'footer.s3', path: '/products/s3-storage/' },
      { id: 'footer.firewall', path: '/products/cloud-firewall/' },
      { id: 'footer.vpc', path: '/products/vpc/' },
      { id: 'footer.terraform', path: '/products/terraform/' },
    ],
  },
  {
    id: 'footer.resources',
    links: [
      { id: 'footer.docs', path: '/docs/' },
      { id: 'footer.tutorials', path: '/tutorials/' },
      { id: 'footer.blog', path: '/blog/' },
      { id: 'footer.apiDocs', path: '/api-docs/' },
      { id: 'footer.marketplace', path: '/marketplace/' },
      { id: 'footer.faq', path: '/faq/' },
    ],
  },
  {
    id: 'footer.company',
    links: [
      { id: 'footer.aboutUs', path: '/about-us/' },
      { id: 'footer.contacts', path: '/contacts/' },
      { id: 'footer.partners', path: '/partners/' },
      { id: 'footer.ambassador', path: '/ambassador/' },
      { id: 'footer.business', path: '/solutions/cloud-solutions-for-business/' },
      { id: 'footer.sitemap', path: '/sitemap/' },
    ],
  },
  {
    id: 'footer.compare',
    links: [
      { id: 'footer.vsDigitalocean', path: '/alternatives/digitalocean/' },
      { id: 'footer.vsHetzner', path: '/alternatives/hetzner/' },
    ],
  },
];
