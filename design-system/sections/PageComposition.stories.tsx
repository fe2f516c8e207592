/**
 * The kit put together: a product landing page in English and in German, so
 * designers can review spacing, rhythm and copy length across sections.
 */
import { ButtonLink } from '#ds/primitives/Button/Button.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { palette } from '#ds/theme/tokens.ts';
import { ArticleList, type ArticleListItem } from './ArticleList/ArticleList.tsx';
import { CtaBand } from './CtaBand/CtaBand.tsx';
import { Faq, type FaqItem } from './Faq/Faq.tsx';
import { type Feature, FeatureGrid } from './FeatureGrid/FeatureGrid.tsx';
import { type CustomerLogo, LogoCloud } from './LogoCloud/LogoCloud.tsx';
import { PageIntro } from './PageIntro/PageIntro.tsx';
import { type ProductCard, ProductCards } from './ProductCards/ProductCards.tsx';
import { type FooterColumn, SiteFooter } from './SiteFooter/SiteFooter.tsx';
import { type NavItem, SiteHeader } from './SiteHeader/SiteHeader.tsx';
import { type Step, Steps } from './Steps/Steps.tsx';
import { SuccessStory, type Testimonial, Testimonials } from './Testimonials/Testimonials.tsx';

/* ---------- inline images (stories load nothing from the network) ---------- */

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const wordmark = (name: string, minWidth: number, colour: string): CustomerLogo => {
  // Room for the name in whichever sans-serif font the machine falls back to.
  const width = Math.max(minWidth, 40 + name.length * 11);
  return {
    name,
    width,
    height: 40,
    src: svgUri(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><circle cx="20" cy="20" r="14" fill="${colour}"/><text x="40" y="26" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="${palette.inkMuted}">${name}</text></svg>`,
    ),
  };
};

const portrait = (initials: string, colour: string) => ({
  src: svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/><text x="48" y="58" font-family="Arial, sans-serif" font-size="32" font-weight="700" fill="${palette.surface}" text-anchor="middle">${initials}</text></svg>`,
  ),
  width: 96,
  height: 96,
  alt: '',
});

const cover = (colour: string) => ({
  src: svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="${colour}"/><g fill="${palette.surface}" opacity="0.85"><rect x="200" y="90" width="240" height="40" rx="6"/><rect x="200" y="160" width="240" height="40" rx="6"/><rect x="200" y="230" width="240" height="40" rx="6"/></g></svg>`,
  ),
  width: 640,
  height: 360,
  alt: '',
});

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const icons = {
  disk: icon('M4 6h16v12H4zM8 14h.01M12 14h4'),
  network: icon('M12 3v18M3 12h18M5.6 5.6l12.8 12.8'),
  backup: icon('M4 12a8 8 0 1 0 3-6.2M4 4v4h4'),
  code: icon('M8 8l-4 4 4 4M16 8l4 4-4 4'),
  shield: icon('M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'),
  scale: icon('M4 20V10M10 20V4M16 20v-7M22 20H2'),
};

const logos: CustomerLogo[] = [
  wordmark('Nordlicht Media', 170, palette.brand),
  wordmark('Fattura Facile', 160, palette.success),
  wordmark('Lagos Pay', 120, palette.warning),
  wordmark('Helio Robotics', 160, palette.info),
  wordmark('Kiwi Freight', 140, palette.danger),
];

/** A heading for sections that have none of their own (ProductCards). */
const sectionHeading = sprinkles({ marginBlock: 'lg' });

/* ---------- copy ---------- */

type Copy = {
  lang: string;
  header: {
    homeHref: string;
    homeLabel: string;
    navLabel: string;
    menuLabel: string;
    nav: NavItem[];
    signIn: string;
    signUp: string;
    language: string;
    code: string;
  };
  intro: { eyebrow: string; heading: string; lead: string; primary: string; secondary: string };
  logosHeading: string;
  productsHeading: string;
  products: ProductCard[];
  viewPlans: string;
  features: { heading: string; lead: string; items: Feature[] };
  steps: { heading: string; items: Step[] };
  testimonialsHeading: string;
  testimonials: Testimonial[];
  story: Parameters<typeof SuccessStory>[0];
  articles: { heading: string; more: string; empty: string; tags: string; items: ArticleListItem[] };
  faq: { heading: string; items: FaqItem[] };
  cta: { heading: string; text: string; primary: string; secondary: string };
  footer: { columns: FooterColumn[]; copyright: string; certification: string };
};

const navPaths = ['/products/', '/pricing/', '/docs/', '/tutorials/', '/blog/', '/marketplace/', '/partners/'];

const en: Copy = {
  lang: 'en',
  header: {
    homeHref: '#/',
    homeLabel: 'Nuvora home page',
    navLabel: 'Main navigation',
    menuLabel: 'Open menu',
    nav: ['Products', 'Pricing', 'Docs', 'Tutorials', 'Blog', 'Marketplace', 'Partners'].map((label, i) => ({
      label,
      href: `#${navPaths[i]}`,
      current: i === 0,
    })),
    signIn: 'Sign in',
    signUp: 'Sign up',
    language: 'Language: English',
    code: 'EN',
  },
  intro: {
    eyebrow: 'Cloud servers',
    heading: 'Cloud servers that are ready in 60 seconds',
    lead: 'Linux and Windows VPS with NVMe storage, free IPv6 and hourly billing in New York, Amsterdam and Frankfurt.',
    primary: 'Deploy a server',
    secondary: 'See pricing',
  },
  logosHeading: 'Trusted by 40,000 teams in 120 countries',
  productsHeading: 'Everything your application needs',
  products: [
    {
      id: 'cloud',
      title: 'Cloud servers',
      text: 'Linux and Windows VPS with NVMe storage.',
      price: 'from $4/mo',
      href: '#/products/cloud-server/',
    },
    {
      id: 'database',
      title: 'Managed databases',
      text: 'MySQL, PostgreSQL and Redis with daily backups.',
      price: 'from $15/mo',
      href: '#/products/managed-database/',
    },
    {
      id: 'kubernetes',
      title: 'Managed Kubernetes',
      text: 'Free control plane and autoscaling node pools.',
      price: 'from $12/mo',
      href: '#/products/kubernetes/',
    },
    {
      id: 's3',
      title: 'S3 object storage',
      text: 'S3-compatible buckets at a flat price per terabyte.',
      price: 'from $5/mo',
      href: '#/products/s3-storage/',
    },
  ],
  viewPlans: 'View Plans',
  features: {
    heading: 'Built for production from day one',
    lead: 'Every plan includes the essentials, at no extra cost.',
    items: [
      { id: 'nvme', title: 'NVMe storage', text: 'Fast local NVMe disks on every plan, from 25 GB.', icon: icons.disk },
      {
        id: 'ipv6',
        title: 'Free IPv6',
        text: 'A public IPv4 address and a /64 IPv6 subnet for every server.',
        icon: icons.network,
      },
      {
        id: 'backups',
        title: 'Automatic backups',
        text: 'Daily snapshots kept for seven days, restored in one click.',
        icon: icons.backup,
      },
      {
        id: 'api',
        title: 'API and Terraform',
        text: 'Automate everything you can click in the control panel.',
        icon: icons.code,
      },
      { id: 'firewall', title: 'Cloud firewall', text: 'Filter traffic to every server, free of charge.', icon: icons.shield },
      { id: 'scale', title: 'Resize any time', text: 'Add vCPU and RAM in minutes without reinstalling.', icon: icons.scale },
    ],
  },
  steps: {
    heading: 'Get started in three steps',
    items: [
      { id: 'signup', title: 'Create an account', text: 'Sign up with your email; no credit card needed for the trial.' },
      { id: 'plan', title: 'Pick a plan and location', text: 'From 1 vCPU and 1 GB RAM for $4/mo.' },
      { id: 'deploy', title: 'Deploy', text: 'Your server is ready in under a minute, with your SSH keys in place.' },
    ],
  },
  testimonialsHeading: 'Teams ship faster on Nuvora',
  testimonials: [
    {
      id: 'lena',
      quote:
        'We moved 40 services from bare metal to managed Kubernetes in a weekend. Autoscaling took our Black Friday peak without a single page.',
      name: 'Lena Hoffmann',
      role: 'Head of Platform',
      company: 'Nordlicht Media',
      avatar: portrait('LH', palette.brand),
    },
    {
      id: 'marco',
      quote: 'Point-in-time recovery on the managed PostgreSQL saved us the day a migration dropped the wrong column.',
      name: 'Marco Rossi',
      role: 'CTO',
      company: 'Fattura Facile',
      avatar: portrait('MR', palette.brandStrong),
    },
    {
      id: 'aisha',
      quote: 'S3-compatible storage at a flat price per terabyte. Our backups cost a third of what they did.',
      name: 'Aisha Okafor',
      role: 'Site Reliability Engineer',
      company: 'Lagos Pay',
      avatar: portrait('AO', palette.success),
    },
  ],
  story: {
    company: 'Nordlicht Media',
    title: 'How Nordlicht Media streams to 2 million viewers on managed Kubernetes',
    challengeLabel: 'Challenge',
    challenge:
      'Traffic spikes during live broadcasts overloaded a fixed fleet of dedicated servers, and every new region took weeks of manual setup.',
    resultsLabel: 'Results',
    metrics: [
      { value: '−60%', label: 'infrastructure cost' },
      { value: '99.99%', label: 'uptime during live events' },
      { value: '3 min', label: 'to add a node pool' },
    ],
    link: { href: '#/customers/nordlicht/', label: 'Read the Nordlicht Media story' },
  },
  articles: {
    heading: 'From the blog',
    more: 'All posts',
    empty: 'No posts yet.',
    tags: 'Tags',
    items: [
      {
        id: 'pg-ha',
        title: 'Set up a highly available PostgreSQL cluster with automatic failover',
        href: '#/blog/postgres-ha/',
        excerpt: 'Replicas in three zones, a floating IP and health checks, step by step.',
        date: '12 March 2025',
        dateTime: '2025-03-12',
        author: 'Anna Weber',
        readingTime: '9 min read',
        tags: [{ label: 'PostgreSQL', href: '#/blog/tag/postgresql/' }],
        image: cover(palette.brand),
      },
      {
        id: 'k8s',
        title: 'Kubernetes autoscaling without surprises on your bill',
        href: '#/blog/k8s-autoscaling/',
        excerpt: 'Node pool limits, pod disruption budgets and the three metrics worth alerting on.',
        date: '27 February 2025',
        dateTime: '2025-02-27',
        author: 'Tomás Ortega',
        readingTime: '7 min read',
        tags: [{ label: 'Kubernetes', href: '#/blog/tag/kubernetes/' }],
        image: cover(palette.info),
      },
      {
        id: 's3',
        title: 'Back up your servers to S3 object storage with restic',
        href: '#/blog/s3-backups/',
        excerpt: 'Encrypted, deduplicated nightly backups for a few cents per gigabyte.',
        date: '3 February 2025',
        dateTime: '2025-02-03',
        author: 'Priya Natarajan',
        readingTime: '5 min read',
        tags: [{ label: 'S3', href: '#/blog/tag/s3/' }],
        image: cover(palette.brandStrong),
      },
    ],
  },
  faq: {
    heading: 'Frequently asked questions',
    items: [
      { id: 'billing', question: 'How is usage billed?', answer: 'By the hour, capped at the monthly price of your plan.' },
      {
        id: 'locations',
        question: 'Where are your data centres?',
        answer: 'In New York, Amsterdam and Frankfurt. You choose the location for every server.',
      },
      { id: 'backups', question: 'Are backups included?', answer: 'Daily snapshots are kept for seven days at no extra cost.' },
    ],
  },
  cta: {
    heading: 'Deploy your first cloud server in 60 seconds',
    text: 'Start with $100 of free credit for 60 days. Pay by the hour and delete anytime.',
    primary: 'Create a free account',
    secondary: 'Talk to sales',
  },
  footer: {
    columns: [
      {
        title: 'Products',
        links: [
          { label: 'Cloud servers', href: '#/products/cloud-server/' },
          { label: 'Managed databases', href: '#/products/managed-database/' },
          { label: 'Kubernetes', href: '#/products/kubernetes/' },
          { label: 'S3 object storage', href: '#/products/s3-storage/' },
        ],
      },
      {
        title: 'Resources',
        links: [
          { label: 'Documentation', href: '#/docs/' },
          { label: 'Tutorials', href: '#/tutorials/' },
          { label: 'Blog', href: '#/blog/' },
          { label: 'API reference', href: '#/api-docs/' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About us', href: '#/about-us/' },
          { label: 'Contact us', href: '#/contacts/' },
          { label: 'Partner programme', href: '#/partners/' },
        ],
      },
      {
        title: 'Compare',
        links: [
          { label: 'Nuvora vs DigitalOcean', href: '#/alternatives/digitalocean/' },
          { label: 'Nuvora vs Hetzner', href: '#/alternatives/hetzner/' },
        ],
      },
    ],
    copyright: '© 2025 Nuvora Cloud Ltd. All rights reserved.',
    certification: 'ISO/IEC 27001 certified data centres',
  },
};

const de: Copy = {
  lang: 'de',
  header: {
    homeHref: '#/de/',
    homeLabel: 'Nuvora-Startseite',
    navLabel: 'Hauptnavigation',
    menuLabel: 'Menü öffnen',
    nav: ['Produkte', 'Preise', 'Dokumentation', 'Tutorials', 'Blog', 'Marktplatz', 'Partner'].map((label, i) => ({
      label,
      href: `#/de${navPaths[i]}`,
      current: i === 0,
    })),
    signIn: 'Anmelden',
    signUp: 'Registrieren',
    language: 'Sprache: Deutsch',
    code: 'DE',
  },
  intro: {
    eyebrow: 'Cloud-Server',
    heading: 'Cloud-Server mit Rechenzentrumsstandort Frankfurt – in weniger als einer Minute einsatzbereit',
    lead: 'Linux- und Windows-Server mit NVMe-Speicher, kostenlosem IPv6, stundengenauer Abrechnung und DSGVO-konformem Auftragsverarbeitungsvertrag.',
    primary: 'Server bereitstellen',
    secondary: 'Preise vergleichen',
  },
  logosHeading: 'Mehr als 40.000 Teams in 120 Ländern vertrauen auf Nuvora',
  productsHeading: 'Alles, was Ihre Anwendung braucht',
  products: [
    {
      id: 'cloud',
      title: 'Cloud-Server',
      text: 'Linux- und Windows-Server mit NVMe-Speicher.',
      price: 'ab 4 €/Monat',
      href: '#/de/products/cloud-server/',
    },
    {
      id: 'database',
      title: 'Vollständig verwaltete Managed-Datenbanken',
      text: 'MySQL, PostgreSQL und Redis mit automatischen Backups, Failover und Überwachung rund um die Uhr.',
      price: 'ab 15 €/Monat',
      href: '#/de/products/managed-database/',
    },
    {
      id: 'kubernetes',
      title: 'Managed Kubernetes',
      text: 'Kostenlose Steuerungsebene und automatisch skalierende Knotenpools.',
      price: 'ab 12 €/Monat',
      href: '#/de/products/kubernetes/',
    },
    {
      id: 's3',
      title: 'S3-Objektspeicher',
      text: 'S3-kompatible Buckets zum Festpreis pro Terabyte.',
      price: 'ab 5 €/Monat',
      href: '#/de/products/s3-storage/',
    },
  ],
  viewPlans: 'Tarife ansehen',
  features: {
    heading: 'Vom ersten Tag an bereit für den Produktivbetrieb',
    lead: 'Jeder Tarif enthält das Wesentliche – ohne Aufpreis.',
    items: [
      {
        id: 'nvme',
        title: 'NVMe-Speicher',
        text: 'Schnelle lokale NVMe-Datenträger in jedem Tarif, ab 25 GB.',
        icon: icons.disk,
      },
      {
        id: 'ipv6',
        title: 'Kostenloses IPv6',
        text: 'Eine öffentliche IPv4-Adresse und ein /64-IPv6-Subnetz für jeden Server.',
        icon: icons.network,
      },
      {
        id: 'backups',
        title: 'Automatische Datensicherungen',
        text: 'Tägliche Snapshots, sieben Tage lang aufbewahrt und mit einem Klick wiederhergestellt.',
        icon: icons.backup,
      },
      {
        id: 'api',
        title: 'API und Terraform',
        text: 'Automatisieren Sie alles, was Sie im Control Panel anklicken können.',
        icon: icons.code,
      },
      {
        id: 'firewall',
        title: 'Cloud-Firewall',
        text: 'Filtern Sie den Datenverkehr zu jedem Server – kostenlos.',
        icon: icons.shield,
      },
      {
        id: 'scale',
        title: 'Jederzeit skalierbar',
        text: 'Mehr vCPU und Arbeitsspeicher in wenigen Minuten, ohne Neuinstallation.',
        icon: icons.scale,
      },
    ],
  },
  steps: {
    heading: 'In drei Schritten startklar',
    items: [
      {
        id: 'konto',
        title: 'Kundenkonto einrichten',
        text: 'Registrieren Sie sich mit Ihrer E-Mail-Adresse – ohne Kreditkarte.',
      },
      {
        id: 'tarif',
        title: 'Tarif und Rechenzentrumsstandort auswählen',
        text: 'Ab 1 vCPU und 1 GB Arbeitsspeicher für 4 €/Monat.',
      },
      {
        id: 'bereitstellen',
        title: 'Bereitstellen',
        text: 'Ihr Server ist in weniger als einer Minute einsatzbereit, Ihre SSH-Schlüssel sind bereits hinterlegt.',
      },
    ],
  },
  testimonialsHeading: 'Was unsere Kundinnen und Kunden über Nuvora sagen',
  testimonials: [
    {
      id: 'juergen',
      quote:
        'Mit den Managed-Datenbanken und der automatischen Hochverfügbarkeit haben wir unsere Wartungsfenster von vier Stunden im Monat auf null reduziert.',
      name: 'Jürgen Schwarzenberger-Müllerschön',
      role: 'Leiter Infrastruktur und Informationssicherheit',
      company: 'Versicherungsgesellschaft Süddeutschland AG',
      avatar: portrait('JS', palette.brandStrong),
    },
    {
      id: 'katrin',
      quote:
        'Rechenzentrumsstandort Frankfurt, DSGVO-konformer Auftragsverarbeitungsvertrag und Support auf Deutsch: genau das, was wir brauchten.',
      name: 'Katrin Weißenborn',
      role: 'Datenschutzbeauftragte',
      company: 'Stadtwerke Musterstadt',
    },
  ],
  story: {
    company: 'Versicherungsgesellschaft Süddeutschland AG',
    title: 'Wie die Versicherungsgesellschaft Süddeutschland ihre Schadensplattform DSGVO-konform in die Cloud verlagert hat',
    challengeLabel: 'Herausforderung',
    challenge:
      'Die Schadensmeldungsplattform lief auf selbst betriebener Hardware, deren Wartungsverträge ausliefen. Gleichzeitig verlangte die Aufsichtsbehörde nachweisbare Datenhaltung in Deutschland.',
    resultsLabel: 'Ergebnisse',
    metrics: [
      { value: '−45 %', label: 'Betriebskosten pro Jahr' },
      { value: '15 Minuten', label: 'Wiederherstellungszeit nach Ausfall' },
      { value: '0', label: 'ungeplante Ausfallzeiten seit der Umstellung' },
    ],
    link: {
      href: '#/de/customers/sueddeutschland/',
      label: 'Die ganze Geschichte der Versicherungsgesellschaft Süddeutschland lesen',
    },
  },
  articles: {
    heading: 'Neueste Beiträge aus dem Nuvora-Entwicklungsblog',
    more: 'Alle Blogbeiträge anzeigen',
    empty: 'Noch keine Beiträge vorhanden.',
    tags: 'Schlagwörter',
    items: [
      {
        id: 'pg-ha',
        title: 'Hochverfügbare PostgreSQL-Datenbankcluster mit automatischem Failover einrichten',
        href: '#/de/blog/postgres-ha/',
        excerpt: 'Replikate in drei Verfügbarkeitszonen, eine Floating-IP und Zustandsprüfungen – Schritt für Schritt erklärt.',
        date: '12. März 2025',
        dateTime: '2025-03-12',
        author: 'Dr. Johanna Schwarzenberger-Müllerschön',
        readingTime: '9 Minuten Lesezeit',
        tags: [{ label: 'Datenbankverwaltung', href: '#/de/blog/tag/datenbanken/' }],
        image: cover(palette.brand),
      },
      {
        id: 'dsgvo',
        title: 'Auftragsverarbeitungsvertrag, Rechenzentrumsstandort und Verschlüsselung: DSGVO-Checkliste für Cloud-Projekte',
        href: '#/de/blog/dsgvo-checkliste/',
        excerpt:
          'Welche Nachweise Datenschutzbeauftragte vor der Inbetriebnahme verlangen und wo Sie sie im Control Panel finden.',
        date: '27. Februar 2025',
        dateTime: '2025-02-27',
        author: 'Katrin Weißenborn',
        readingTime: '12 Minuten Lesezeit',
        tags: [{ label: 'Datenschutz und Compliance', href: '#/de/blog/tag/datenschutz/' }],
        image: cover(palette.info),
      },
    ],
  },
  faq: {
    heading: 'Häufig gestellte Fragen',
    items: [
      {
        id: 'abrechnung',
        question: 'Wie wird die Nutzung abgerechnet?',
        answer: 'Stundengenau, höchstens bis zum Monatspreis Ihres Tarifs.',
      },
      {
        id: 'standorte',
        question: 'Wo befinden sich Ihre Rechenzentren?',
        answer: 'In Frankfurt am Main, Amsterdam und New York. Sie wählen den Standort für jeden Server.',
      },
      {
        id: 'avv',
        question: 'Bieten Sie einen Auftragsverarbeitungsvertrag nach Art. 28 DSGVO an?',
        answer: 'Ja, Sie schließen ihn im Control Panel mit wenigen Klicks ab.',
      },
    ],
  },
  cta: {
    heading: 'Starten Sie Ihren ersten Cloud-Server in weniger als einer Minute',
    text: 'Testen Sie Nuvora 60 Tage lang mit 100 € Startguthaben – ohne Mindestvertragslaufzeit, stundengenau abgerechnet.',
    primary: 'Kostenloses Benutzerkonto registrieren',
    secondary: 'Beratungsgespräch vereinbaren',
  },
  footer: {
    columns: [
      {
        title: 'Produkte',
        links: [
          { label: 'Cloud-Server', href: '#/de/products/cloud-server/' },
          { label: 'Managed-Datenbanken', href: '#/de/products/managed-database/' },
          { label: 'Kubernetes', href: '#/de/products/kubernetes/' },
          { label: 'S3-Objektspeicher', href: '#/de/products/s3-storage/' },
        ],
      },
      {
        title: 'Ressourcen',
        links: [
          { label: 'Dokumentation', href: '#/de/docs/' },
          { label: 'Tutorials', href: '#/de/tutorials/' },
          { label: 'Blog', href: '#/de/blog/' },
          { label: 'API-Referenz', href: '#/de/api-docs/' },
        ],
      },
      {
        title: 'Unternehmen',
        links: [
          { label: 'Über uns', href: '#/de/about-us/' },
          { label: 'Kontakt', href: '#/de/contacts/' },
          { label: 'Partnerprogramm', href: '#/de/partners/' },
        ],
      },
      {
        title: 'Vergleich',
        links: [
          { label: 'Nuvora im Vergleich zu DigitalOcean', href: '#/de/alternatives/digitalocean/' },
          { label: 'Nuvora im Vergleich zu Hetzner', href: '#/de/alternatives/hetzner/' },
        ],
      },
    ],
    copyright: '© 2025 Nuvora Cloud Ltd. Alle Rechte vorbehalten.',
    certification: 'Rechenzentren zertifiziert nach ISO/IEC 27001 und BSI C5',
  },
};

/* ---------- the page ---------- */

function LandingPage({ copy }: { copy: Copy }) {
  const { header, intro, cta, footer } = copy;
  return (
    <div lang={copy.lang}>
      <SiteHeader
        brand="Nuvora"
        homeHref={header.homeHref}
        homeLabel={header.homeLabel}
        navLabel={header.navLabel}
        menuLabel={header.menuLabel}
        nav={header.nav}
        actions={
          <>
            <ButtonLink variant="ghost" size="sm" href="#login">
              {header.signIn}
            </ButtonLink>
            <ButtonLink size="sm" href="#signup">
              {header.signUp}
            </ButtonLink>
          </>
        }
        // Stand-in for the site's language menu (a client component in src/).
        languages={
          <ButtonLink variant="ghost" size="sm" href="#languages" aria-label={header.language}>
            {header.code}
          </ButtonLink>
        }
      />
      <main>
        <Container>
          <PageIntro
            eyebrow={intro.eyebrow}
            heading={intro.heading}
            lead={intro.lead}
            actions={
              <>
                <ButtonLink href="#signup">{intro.primary}</ButtonLink>
                <ButtonLink variant="secondary" href="#pricing">
                  {intro.secondary}
                </ButtonLink>
              </>
            }
          />
          <LogoCloud heading={copy.logosHeading} logos={logos} />
          <section aria-labelledby="products-heading">
            <h2 id="products-heading" className={sectionHeading}>
              {copy.productsHeading}
            </h2>
            <ProductCards cards={copy.products} ctaLabel={copy.viewPlans} aria-labelledby="products-heading" />
          </section>
          <FeatureGrid id="features" heading={copy.features.heading} lead={copy.features.lead} features={copy.features.items} />
          <Steps id="get-started" heading={copy.steps.heading} steps={copy.steps.items} />
          <Testimonials id="testimonials" heading={copy.testimonialsHeading} testimonials={copy.testimonials} />
          <SuccessStory {...copy.story} />
          <ArticleList
            id="blog"
            heading={copy.articles.heading}
            articles={copy.articles.items}
            emptyText={copy.articles.empty}
            moreLink={{ href: '#/blog/', label: copy.articles.more }}
            tagsLabel={copy.articles.tags}
          />
          <Faq id="faq" heading={copy.faq.heading} items={copy.faq.items} />
        </Container>
        <CtaBand
          id="cta"
          heading={cta.heading}
          text={cta.text}
          primaryAction={{ label: cta.primary, href: '#signup' }}
          secondaryAction={{ label: cta.secondary, href: '#contact' }}
        />
      </main>
      <SiteFooter
        columns={footer.columns}
        bottom={
          <>
            <span>{footer.copyright}</span>
            <span>{footer.certification}</span>
          </>
        }
      />
    </div>
  );
}

export const English = () => <LandingPage copy={en} />;

export const EnglishNarrow = () => <LandingPage copy={en} />;
EnglishNarrow.meta = { width: 'xsmall' };

export const EnglishWide = () => <LandingPage copy={en} />;
EnglishWide.meta = { width: 'xxlarge' };

export const German = () => <LandingPage copy={de} />;

export const GermanNarrow = () => <LandingPage copy={de} />;
GermanNarrow.meta = { width: 'xsmall' };

export const GermanTablet = () => <LandingPage copy={de} />;
GermanTablet.meta = { width: 'medium' };

export const GermanWide = () => <LandingPage copy={de} />;
GermanWide.meta = { width: 'xxlarge' };
