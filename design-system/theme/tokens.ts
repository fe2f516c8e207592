/** Raw design tokens. Styles consume them through the theme contract in `theme.css.ts`. */
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
  inkSubtle: '#667085',
  surface: '#ffffff',
  surfaceMuted: '#f5f7fa',
  surfaceInverse: '#0b1226',
  onInverse: '#f2f4f7',
  onInverseMuted: '#c3cad6',
  border: '#d0d5dd',
  success: '#067647',
  warning: '#b54708',
  danger: '#b42318',
  info: '#175cd3',
  focus: '#f79009',
} as const;

export const zIndex = { base: 0, header: 100, progress: 900, popup: 1000 } as const;

export const motion = { fast: '120ms', normal: '200ms', slow: '400ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;
