import { IllustrationFrame } from '#ds/illustrations/Illustration/Illustration.tsx';
import { type Bounds, boundsAround, landDots, mapWidth, project } from './projection.ts';
import * as styles from './RegionMap.css.ts';

export type MapPin = {
  id: string;
  /** The place's name, shown beside its pin from `md` up. */
  label: string;
  lat: number;
  lon: number;
  /** Which side of the pin the name goes, to keep close neighbours apart. */
  placement?: keyof typeof styles.placement;
};

type RegionMapProps = {
  /** What the map shows, read by screen readers ("Our data centres: New York, …"). */
  title: string;
  pins: readonly MapPin[];
  /** Pins to zoom to and highlight (a country page); without it the map shows every pin. */
  focus?: readonly string[];
  /** Fixed bounds instead of the ones around the pins. */
  bounds?: Bounds;
};

/**
 * A dotted map of places, drawn on the server: no script, no tiles, no third-party request.
 * The names are real text over the drawing, so they keep their size on any screen; the map
 * is one image to assistive technology, with the title naming the places.
 */
export function RegionMap({ title, pins, focus, bounds }: RegionMapProps) {
  const focused = focus?.length ? pins.filter((pin) => focus.includes(pin.id)) : [];
  const area = bounds ?? (focused.length ? boundsAround(focused, 14) : boundsAround(pins, 22, 2.2));
  const { height, point } = project(area);
  const placed = pins
    .map((pin) => ({ pin, ...point(pin.lon, pin.lat), isFocused: focused.includes(pin) }))
    .filter(({ x, y }) => x >= 0 && x <= mapWidth && y >= 0 && y <= height);
  return (
    <div className={styles.root}>
      <IllustrationFrame title={title} width={mapWidth} height={height} className={styles.svg}>
        <rect width={mapWidth} height={height} rx={32} className={styles.backdrop} />
        <path d={landDots(area)} className={styles.land} />
        {placed.map(({ pin, x, y, isFocused }) => (
          <g key={pin.id}>
            <circle cx={x} cy={y} r={isFocused ? 34 : 24} className={styles.halo} />
            <circle
              cx={x}
              cy={y}
              r={isFocused ? 14 : 11}
              className={isFocused ? `${styles.pin} ${styles.pinFocused}` : styles.pin}
            />
          </g>
        ))}
      </IllustrationFrame>
      {placed.map(({ pin, x, y }) => (
        <span
          key={pin.id}
          aria-hidden="true"
          className={`${styles.label} ${styles.placement[pin.placement ?? 'right']}`}
          style={{ left: `${((x / mapWidth) * 100).toFixed(2)}%`, top: `${((y / height) * 100).toFixed(2)}%` }}
        >
          {pin.label}
        </span>
      ))}
    </div>
  );
}
