import { type MarkedText, ResultGroup } from './ResultGroup.tsx';

const runs = (...parts: (string | [string])[]): MarkedText =>
  parts.map((part) => (typeof part === 'string' ? { text: part, match: false } : { text: part[0], match: true }));

const items = [
  {
    href: '#firewall',
    title: runs('Cloud ', ['Firewall']),
    excerpt: runs('A ', ['firewall'], ' filters traffic before it reaches your servers. Rules are stateful and free of charge …'),
    meta: 'Docs › Networking',
  },
  {
    href: '#rules',
    title: runs(['Firewall'], ' Rules'),
    excerpt: runs('… each rule allows a protocol and port range from a source. Inbound traffic that no rule allows is dropped …'),
    meta: 'Docs › Cloud Firewall',
  },
];

export const Default = () => (
  <ResultGroup
    heading="Documentation"
    id="docs"
    count="2 results"
    items={items}
    more={{ href: '#more', label: 'See all 6 results in Documentation' }}
  />
);

export const WithoutMore = () => <ResultGroup heading="Tutorials" id="tutorials" items={items.slice(0, 1)} />;

export const LongGerman = () => (
  <ResultGroup
    heading="Dokumentation und Schritt-für-Schritt-Anleitungen"
    id="de"
    count="12 Ergebnisse"
    items={[
      {
        href: '#de',
        title: runs('Serverkonfiguration mit Cloud-Init und ', ['Firewall'], '-Regelwerken automatisieren'),
        excerpt: runs('… die ', ['Firewall'], ' filtert eingehenden Datenverkehr, bevor er Ihre Server erreicht …'),
        meta: 'Dokumentation › Netzwerkverwaltung › Sicherheitsrichtlinien',
      },
    ]}
    more={{ href: '#more', label: 'Alle 12 Ergebnisse in Dokumentation und Schritt-für-Schritt-Anleitungen anzeigen' }}
  />
);

export const Narrow = () => <Default />;
Narrow.meta = { width: 'xsmall' };

export const Wide = () => <Default />;
Wide.meta = { width: 'xxlarge' };
