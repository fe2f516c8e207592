import type { ReactNode, SVGProps } from 'react';
import * as styles from './Icon.css.ts';

export type IconSize = keyof typeof styles.size;

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> & {
  /** `inherit` (default) is 1em, so the icon follows the text it sits in. */
  size?: IconSize;
  /** Accessible name. Without it (or `title`) the icon is decorative and hidden from assistive tech. */
  label?: string;
  /** Like `label`, and also shown as the browser tooltip through an SVG `<title>`. */
  title?: string;
};

type IconOptions = {
  /** Shown in React DevTools. */
  name?: string;
  /** Defaults to the 24 × 24 grid of the line icons; flags use `0 0 30 20`. */
  viewBox?: string;
  /** `line` icons stroke with the current colour; `flag` icons carry their own fills. */
  kind?: 'line' | 'flag';
};

/**
 * Turns SVG children into an icon component. Each icon is its own named export, created by a
 * call annotated as pure, so bundlers drop every icon a page does not import.
 */
export function createIcon(paths: ReactNode, { name, viewBox = '0 0 24 24', kind = 'line' }: IconOptions = {}) {
  function Icon({ size = 'inherit', label, title, className, ...props }: IconProps) {
    const accessibleName = label ?? title;
    const classes = [styles.icon, styles.size[size], kind === 'flag' ? styles.flag : styles.stroke, className];
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={viewBox}
        className={classes.filter(Boolean).join(' ')}
        focusable="false"
        role={accessibleName ? 'img' : undefined}
        aria-label={accessibleName}
        aria-hidden={accessibleName ? undefined : true}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  if (name) Icon.displayName = name;
  return Icon;
}

export type IconComponent = ReturnType<typeof createIcon>;

// ---------------------------------------------------------------- line icons (24 × 24, stroke 2)

export const IconCheck = /* @__PURE__ */ createIcon(<path d="M20 6 9 17l-5-5" />, { name: 'IconCheck' });

export const IconClose = /* @__PURE__ */ createIcon(<path d="M18 6 6 18M6 6l12 12" />, { name: 'IconClose' });

export const IconChevronDown = /* @__PURE__ */ createIcon(<path d="m6 9 6 6 6-6" />, { name: 'IconChevronDown' });

export const IconChevronRight = /* @__PURE__ */ createIcon(<path d="m9 18 6-6-6-6" />, { name: 'IconChevronRight' });

export const IconChevronLeft = /* @__PURE__ */ createIcon(<path d="m15 18-6-6 6-6" />, { name: 'IconChevronLeft' });

export const IconMenu = /* @__PURE__ */ createIcon(<path d="M4 6h16M4 12h16M4 18h16" />, { name: 'IconMenu' });

export const IconSearch = /* @__PURE__ */ createIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </>,
  { name: 'IconSearch' },
);

export const IconServer = /* @__PURE__ */ createIcon(
  <>
    <rect x="3" y="3" width="18" height="8" rx="2" />
    <rect x="3" y="13" width="18" height="8" rx="2" />
    <path d="M7 7h.01M7 17h.01M11 7h6M11 17h6" />
  </>,
  { name: 'IconServer' },
);

export const IconDatabase = /* @__PURE__ */ createIcon(
  <>
    <ellipse cx="12" cy="5" rx="8" ry="3" />
    <path d="M4 5v14c0 1.66 3.58 3 8 3s8-1.34 8-3V5" />
    <path d="M4 12c0 1.66 3.58 3 8 3s8-1.34 8-3" />
  </>,
  { name: 'IconDatabase' },
);

export const IconCloud = /* @__PURE__ */ createIcon(<path d="M18 10h-1.26A8 8 0 1 0 9 20h9a5 5 0 0 0 0-10Z" />, {
  name: 'IconCloud',
});

export const IconShield = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  { name: 'IconShield' },
);

/** The seven-spoked helm of Kubernetes, simplified to a line icon. */
export const IconKubernetes = /* @__PURE__ */ createIcon(
  <>
    <path d="M12 2.3 19.82 6.07 21.75 14.53 16.34 21.31H7.66L2.25 14.53 4.18 6.07Z" />
    <circle cx="12" cy="12.3" r="2.6" />
    <path d="M12 9.7V6.1M14.03 10.68l2.82-2.25M14.53 12.88l3.51.8M13.13 14.64l1.56 3.25M10.87 14.64l-1.56 3.25M9.47 12.88l-3.51.8M9.97 10.68 7.15 8.43" />
  </>,
  { name: 'IconKubernetes' },
);

export const IconStorage = /* @__PURE__ */ createIcon(
  <>
    <path d="M22 12H2" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z" />
    <path d="M6 16h.01M10 16h.01" />
  </>,
  { name: 'IconStorage' },
);

export const IconGlobe = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
  </>,
  { name: 'IconGlobe' },
);

export const IconExternal = /* @__PURE__ */ createIcon(
  <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />,
  { name: 'IconExternal' },
);

export const IconArrowRight = /* @__PURE__ */ createIcon(<path d="M5 12h14M12 5l7 7-7 7" />, { name: 'IconArrowRight' });

export const IconInfo = /* @__PURE__ */ createIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
  { name: 'IconInfo' },
);

export const IconWarning = /* @__PURE__ */ createIcon(
  <>
    <path d="M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  { name: 'IconWarning' },
);

export const IconStar = /* @__PURE__ */ createIcon(
  <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01L12 2Z" />,
  { name: 'IconStar' },
);
