import { marker, markerDigit, type Tone, tone, zone } from './Illustration.css.ts';

/**
 * The pieces every scene is drawn from, so the scenes share one hand: rounded slabs, soft
 * cylinders, flat cubes, dashed flows. Each takes its top-left corner (`x`, `y`).
 */
type At = { x: number; y: number };

/** A rack server: a dark slab with two drive bays and a status light. */
export const ServerUnit = ({ x, y, width = 160, light = 'ok' }: At & { width?: number; light?: Tone }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width={width} height={36} rx={8} className={tone.ink} />
    <rect x={14} y={12} width={width * 0.34} height={12} rx={3} className={tone.strong} />
    <rect x={22 + width * 0.34} y={12} width={width * 0.18} height={12} rx={3} className={tone.strong} />
    <circle cx={width - 18} cy={18} r={5} className={tone[light]} />
  </g>
);

/** A database: a cylinder with a lighter lid and two seams. */
export const Cylinder = ({
  x,
  y,
  width = 96,
  height = 96,
  body = 'brand',
}: At & { width?: number; height?: number; body?: Tone }) => {
  const rx = width / 2;
  const ry = Math.round(width * 0.18);
  const seam = (dy: number) => `M0 ${ry + dy}a${rx} ${ry} 0 0 0 ${width} 0`;
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d={`M0 ${ry}v${height}a${rx} ${ry} 0 0 0 ${width} 0v${-height}z`} className={tone[body]} />
      <path d={`${seam(height / 3)}${seam((2 * height) / 3)}`} className={tone.line} />
      <ellipse cx={rx} cy={ry} rx={rx} ry={ry} className={tone.accent} />
    </g>
  );
};

/** A window: a screen with a title bar and lines of text drawn as bars. */
export const Window = ({ x, y, width, height, dark = false }: At & { width: number; height: number; dark?: boolean }) => (
  <g transform={`translate(${x} ${y})`}>
    <rect width={width} height={height} rx={12} className={dark ? tone.ink : tone.panel} />
    <circle cx={18} cy={18} r={4} className={tone.text} />
    <circle cx={32} cy={18} r={4} className={tone.text} />
    <circle cx={46} cy={18} r={4} className={tone.text} />
    {[0, 1, 2, 3].map((line) =>
      40 + line * 20 < height - 12 ? (
        <rect
          key={line}
          x={18}
          y={40 + line * 20}
          width={(width - 36) * ([0.7, 0.9, 0.5, 0.8][line] ?? 0.8)}
          height={8}
          rx={4}
          className={dark ? tone.strong : tone.text}
        />
      ) : null,
    )}
  </g>
);

/** A container or workload: a flat cube seen from above-left. `size` is its width. */
export const Cube = ({ x, y, size = 48, face = 'brand' }: At & { size?: number; face?: Tone }) => {
  const h = size / 2;
  const q = size / 4;
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d={`M${h} 0l${h} ${q}l${-h} ${q}l${-h} ${-q}z`} className={tone.accent} />
      <path d={`M0 ${q}l${h} ${q}v${h}l${-h} ${-q}z`} className={tone[face]} />
      <path d={`M${size} ${q}l${-h} ${q}v${h}l${h} ${-q}z`} className={tone.strong} />
    </g>
  );
};

/** A storage bucket: a tapering pail with an open lid. */
export const Bucket = ({ x, y, width = 120, height = 110 }: At & { width?: number; height?: number }) => {
  const rx = width / 2;
  const ry = Math.round(width * 0.14);
  const inset = width * 0.12;
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d={`M0 ${ry}L${inset} ${ry + height}a${rx - inset} ${ry} 0 0 0 ${width - 2 * inset} 0L${width} ${ry}z`}
        className={tone.brand}
      />
      <ellipse cx={rx} cy={ry} rx={rx} ry={ry} className={tone.strong} />
      <ellipse cx={rx} cy={ry + 3} rx={rx - 8} ry={ry - 5} className={tone.ink} />
    </g>
  );
};

/** A point in a network: a ring with a dot. */
export const Node = ({ x, y, r = 14, core = 'brand' }: At & { r?: number; core?: Tone }) => (
  <g>
    <circle cx={x} cy={y} r={r} className={tone.panel} />
    <circle cx={x} cy={y} r={r / 2.4} className={tone[core]} />
  </g>
);

/** The rounded field a scene stands on. */
export const Backdrop = ({ width, height }: { width: number; height: number }) => (
  <rect width={width} height={height} rx={32} className={tone.backdrop} />
);

/** A dashed area grouping parts of a diagram. */
export const Zone = ({ x, y, width, height }: At & { width: number; height: number }) => (
  <rect x={x} y={y} width={width} height={height} rx={20} className={zone} />
);

/** The numbered badge of a diagram, centred on (`x`, `y`); its caption carries the same number. */
export const Marker = ({ x, y, n }: At & { n: number }) => (
  <g>
    <circle cx={x} cy={y} r={14} className={marker} />
    <text x={x} y={y} className={markerDigit}>
      {n}
    </text>
  </g>
);
