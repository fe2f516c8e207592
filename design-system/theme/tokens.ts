/** Raw design tokens. Styles read them through the theme contract in `theme.css.ts`. */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Mobile is anything narrower than 769 px (spec §9). */
export const mobileMaxWidth = 768;

/** `@media` query for a width of at least the breakpoint. */
export const mediaUp = (bp: Breakpoint): string => `screen and (min-width: ${breakpoints[bp]}px)`;
/** `@media` query for the mobile range (≤ 768 px). */
export const mediaMobile = `screen and (max-width: ${mobileMaxWidth}px)`;

export const palette = {
  brand: '#1f4fd1',
  brandStrong: '#163a9e',
  brandSoft: '#e8eefc',
  ink: '#101828',
  inkMuted: '#475467',
  inkSubtle: '#5d6b82',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  surfaceInverse: '#0b1226',
  onInverse: '#f2f4f7',
  onInverseMuted: '#c3cad6',
  border: '#d0d5dd',
  borderStrong: '#8a94a6',
  success: '#067647',
  successSoft: '#ecfdf3',
  warning: '#b54708',
  warningSoft: '#fffaeb',
  danger: '#b42318',
  dangerSoft: '#fef3f2',
  info: '#175cd3',
  infoSoft: '#eff8ff',
  /**
   * The accent: a lighter step of the brand blue, ≥ 3:1 against every light surface and the
   * inverse one (the brand itself is under 3:1 on the inverse surface).
   */
  accent: '#2563eb',
  /**
   * Focus rings, in the accent colour. They used to be orange-red, next to the danger hue, and
   * read as an error (issue 25.10).
   */
  focus: '#2563eb',
} as const;
export type PaletteColor = keyof typeof palette;

/**
 * Every text-on-background pair the theme uses, with the WCAG AA minimum it
 * must meet (4.5 for text, 3 for large text and UI outlines). A unit test
 * computes each ratio, so a palette change that breaks AA fails the build.
 */
export const contrastPairs: readonly { text: PaletteColor; background: PaletteColor; min: 3 | 4.5 }[] = [
  { text: 'ink', background: 'surface', min: 4.5 },
  { text: 'ink', background: 'surfaceMuted', min: 4.5 },
  { text: 'inkMuted', background: 'surface', min: 4.5 },
  { text: 'inkMuted', background: 'surfaceMuted', min: 4.5 },
  { text: 'inkSubtle', background: 'surface', min: 4.5 },
  { text: 'inkSubtle', background: 'surfaceMuted', min: 4.5 },
  { text: 'brand', background: 'surface', min: 4.5 },
  { text: 'brand', background: 'brandSoft', min: 4.5 },
  { text: 'brandStrong', background: 'surface', min: 4.5 },
  { text: 'brandStrong', background: 'brandSoft', min: 4.5 },
  { text: 'surface', background: 'brand', min: 4.5 },
  { text: 'surface', background: 'brandStrong', min: 4.5 },
  { text: 'onInverse', background: 'surfaceInverse', min: 4.5 },
  { text: 'onInverseMuted', background: 'surfaceInverse', min: 4.5 },
  { text: 'success', background: 'successSoft', min: 4.5 },
  { text: 'success', background: 'surface', min: 4.5 },
  { text: 'warning', background: 'warningSoft', min: 4.5 },
  { text: 'warning', background: 'surface', min: 4.5 },
  { text: 'danger', background: 'dangerSoft', min: 4.5 },
  { text: 'danger', background: 'surface', min: 4.5 },
  { text: 'surface', background: 'danger', min: 4.5 },
  { text: 'info', background: 'infoSoft', min: 4.5 },
  { text: 'info', background: 'surface', min: 4.5 },
  { text: 'borderStrong', background: 'surface', min: 3 },
  { text: 'focus', background: 'surface', min: 3 },
  { text: 'focus', background: 'surfaceMuted', min: 3 },
  { text: 'focus', background: 'brandSoft', min: 3 },
  { text: 'focus', background: 'warningSoft', min: 3 },
  { text: 'focus', background: 'surfaceInverse', min: 3 },
];

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4.5rem',
} as const;
export type Space = keyof typeof space;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.5rem',
  xxl: '2rem',
  display: 'clamp(2rem, 1.4rem + 2.5vw, 3.25rem)',
} as const;

export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;

/** Popups (modals, menus, toasts) sit at 1000 (spec §9). */
export const zIndex = { base: 0, header: 100, progress: 900, popup: 1000 } as const;

export const motion = { fast: '120ms', normal: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Lazy images start loading this far outside the viewport (spec §9). */
export const lazyLoadMargin = '0px 500px 700px 0px';
