import { Grid, Stack } from '#ds/primitives/Layout/Layout.tsx';
import { Image, type ImageSources } from './Image.tsx';

/**
 * The repository has no sample photos yet, so every format points at the same generated SVG:
 * the markup (avif, then webp, then the fallback) is what the stories show.
 */
const sample = (label: string, width: number, height: number, hue = 220): ImageSources => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text>
  </svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { avif: url, webp: url, fallback: url };
};

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Above the fold: eager, high fetch priority, sources in the server HTML. */
export const Priority = () => (
  <Image src={sample('Priority hero', 1200, 500)} alt="Rows of servers in a data centre" width={1200} height={500} priority />
);

/** Scroll down: each image gets its sources when it comes within 700 px of the viewport. */
export const LazyGallery = () => (
  <Stack gap="xl">
    <p>Scroll down. Images load 700 px before they enter the viewport (watch the network panel).</p>
    {numbers(12).map((n) => (
      <Image key={n} src={sample(`Lazy image ${n}`, 800, 450, 180 + n * 12)} alt={`Sample image ${n}`} width={800} height={450} />
    ))}
  </Stack>
);

/** A sideways strip: images up to 500 px beyond the right edge load early too. */
export const Carousel = () => (
  <Grid columns={1}>
    <Stack as="ul" direction="row" gap="md" style={{ overflowX: 'auto' }} tabIndex={0} aria-label="Data center photos">
      {numbers(10).map((n) => (
        <li key={n} style={{ flex: '0 0 auto', width: '20rem' }}>
          <Image src={sample(`Slide ${n}`, 320, 200, n * 20)} alt={`Slide ${n}`} width={320} height={200} />
        </li>
      ))}
    </Stack>
  </Grid>
);

export const Decorative = () => <Image src={sample('Decorative', 600, 200, 300)} alt="" width={600} height={200} />;

/** Responsive `sizes` with explicit sources. */
export const Sizes = () => (
  <Image
    src={sample('sizes="(max-width: 768px) 100vw, 50vw"', 1280, 720)}
    sizes="(max-width: 768px) 100vw, 50vw"
    alt="Control panel dashboard"
    width={1280}
    height={720}
    loading="eager"
  />
);

export const LongGerman = () => (
  <Image
    src={sample('Rechenzentrum Frankfurt', 1200, 600, 140)}
    alt="Blick in einen klimatisierten Serverraum unseres nach ISO 27001 zertifizierten Tier-III-Rechenzentrums in Frankfurt am Main mit redundanter Stromversorgung"
    width={1200}
    height={600}
  />
);

export const Narrow = () => (
  <Stack gap="md">
    <Priority />
    <LongGerman />
  </Stack>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <Stack gap="md">
    <Priority />
    <Carousel />
  </Stack>
);
Wide.meta = { width: 'xxlarge' };
