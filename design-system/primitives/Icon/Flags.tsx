import { createIcon } from './Icon.tsx';

/*
 * Flag icons, apart from the line icons so that a bundle using one line icon
 * does not carry the flags' artwork (their helper calls are not tree-shaken).
 */

// ---------------------------------------------------------------- flags (30 × 20, flat)
// Flag colours are artwork, not theme: they stay in the SVG like any other illustration.

const flag = { viewBox: '0 0 30 20', kind: 'flag' } as const;

/** Three horizontal bands, top to bottom. */
const bands = (top: string, middle: string, bottom: string) => (
  <>
    <rect width="30" height="20" fill={middle} />
    <rect width="30" height="6.67" fill={top} />
    <rect y="13.33" width="30" height="6.67" fill={bottom} />
  </>
);

/** Three vertical bands, hoist to fly. */
const pales = (left: string, middle: string, right: string) => (
  <>
    <rect width="30" height="20" fill={middle} />
    <rect width="10" height="20" fill={left} />
    <rect x="20" width="10" height="20" fill={right} />
  </>
);

/** Thirteen stripes (seven red) and a plain canton with a few stars as dots. */
export const FlagUs = /* @__PURE__ */ createIcon(
  <>
    <rect width="30" height="20" fill="#fff" />
    <path
      fill="#b22234"
      d="M0 0h30v1.54H0zM0 3.08h30v1.54H0zM0 6.15h30v1.54H0zM0 9.23h30v1.54H0zM0 12.31h30v1.54H0zM0 15.38h30v1.54H0zM0 18.46h30V20H0z"
    />
    <rect width="12" height="10.77" fill="#3c3b6e" />
    <path
      fill="#fff"
      d="M2 2h1v1H2zM5.5 2h1v1h-1zM9 2h1v1H9zM3.75 4.4h1v1h-1zM7.25 4.4h1v1h-1zM2 6.8h1v1H2zM5.5 6.8h1v1h-1zM9 6.8h1v1H9z"
    />
  </>,
  { ...flag, name: 'FlagUs' },
);

export const FlagDe = /* @__PURE__ */ createIcon(bands('#000', '#dd0000', '#ffce00'), { ...flag, name: 'FlagDe' });

/** Red, double-height yellow, red; the coat of arms is left out at icon size. */
export const FlagEs = /* @__PURE__ */ createIcon(
  <>
    <rect width="30" height="20" fill="#aa151b" />
    <rect y="5" width="30" height="10" fill="#f1bf00" />
  </>,
  { ...flag, name: 'FlagEs' },
);

export const FlagFr = /* @__PURE__ */ createIcon(pales('#002654', '#fff', '#ce1126'), { ...flag, name: 'FlagFr' });

export const FlagIt = /* @__PURE__ */ createIcon(pales('#009246', '#fff', '#ce2b37'), { ...flag, name: 'FlagIt' });

export const FlagNl = /* @__PURE__ */ createIcon(bands('#ae1c28', '#fff', '#21468b'), { ...flag, name: 'FlagNl' });

/** Green field, yellow rhombus, blue globe with its white band. */
export const FlagBr = /* @__PURE__ */ createIcon(
  <>
    <rect width="30" height="20" fill="#009c3b" />
    <path fill="#ffdf00" d="M15 2.2 27.6 10 15 17.8 2.4 10Z" />
    <circle cx="15" cy="10" r="4.6" fill="#002776" />
    <path fill="none" stroke="#fff" strokeWidth="0.8" d="M10.6 9.1a9.5 9.5 0 0 1 8.9 2.6" />
  </>,
  { ...flag, name: 'FlagBr' },
);
