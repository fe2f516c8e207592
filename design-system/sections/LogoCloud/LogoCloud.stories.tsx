import { palette } from '#ds/theme/tokens.ts';
import { type CustomerLogo, LogoCloud } from './LogoCloud.tsx';

/** A wordmark as an inline SVG (a coloured mark and the name), so stories load nothing from the network. */
const wordmark = (name: string, minWidth: number, colour: string, height = 40): CustomerLogo => {
  // Room for the name in whichever sans-serif font the machine falls back to.
  const width = Math.max(minWidth, height + name.length * 11);
  return {
    name,
    width,
    height,
    src: `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><circle cx="${height / 2}" cy="${height / 2}" r="${height / 2 - 6}" fill="${colour}"/><text x="${height}" y="${height / 2 + 6}" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="${palette.inkMuted}">${name}</text></svg>`,
    )}`,
  };
};

const customers: CustomerLogo[] = [
  wordmark('Nordlicht Media', 170, palette.brand),
  wordmark('Fattura Facile', 160, palette.success),
  wordmark('Lagos Pay', 120, palette.warning),
  wordmark('Helio Robotics', 160, palette.info),
  wordmark('Kiwi Freight', 140, palette.danger),
  wordmark('Orbit Games', 140, palette.brandStrong),
];

const square = { ...wordmark('', 48, palette.brand, 48), name: 'Bergwerk Studio' };

export const Row = () => <LogoCloud heading="Trusted by 40,000 teams in 120 countries" logos={customers} />;

export const Grid = () => <LogoCloud layout="grid" heading="Trusted by 40,000 teams in 120 countries" logos={customers} />;

export const LinkedToCaseStudies = () => (
  <LogoCloud
    heading="Read how our customers build on Nuvora"
    logos={customers.slice(0, 4).map((logo) => ({ ...logo, href: `#${logo.name.toLowerCase().replace(/\s+/g, '-')}` }))}
  />
);

export const FewLogos = () => <LogoCloud heading="Kubernetes in production at" logos={customers.slice(0, 2)} />;

export const MixedShapes = () => <LogoCloud layout="grid" heading="Trusted by" logos={[square, ...customers.slice(0, 3)]} />;

const germanCustomers: CustomerLogo[] = [
  wordmark('Versicherungsgesellschaft Süddeutschland', 380, palette.brand),
  wordmark('Stadtwerke Musterstadt', 220, palette.success),
  wordmark('Brauerei Zum Goldenen Löwen', 260, palette.warning),
  wordmark('Müller Logistik', 160, palette.info),
];

export const LongGerman = () => (
  <LogoCloud
    heading="Mehr als 40.000 Teams in 120 Ländern vertrauen auf die Cloud-Infrastruktur von Nuvora"
    logos={germanCustomers}
  />
);

export const NarrowRow = () => <LogoCloud heading="Trusted by 40,000 teams" logos={customers} />;
NarrowRow.meta = { width: 'xsmall' };

export const NarrowGridGerman = () => (
  <LogoCloud layout="grid" heading="Mehr als 40.000 Teams vertrauen auf Nuvora" logos={germanCustomers} />
);
NarrowGridGerman.meta = { width: 'xsmall' };

export const WideRow = () => <LogoCloud heading="Trusted by 40,000 teams in 120 countries" logos={customers} />;
WideRow.meta = { width: 'xxlarge' };

export const WideGrid = () => <LogoCloud layout="grid" heading="Trusted by 40,000 teams in 120 countries" logos={customers} />;
WideGrid.meta = { width: 'xxlarge' };
