'use client';
import { type ReactNode, useState } from 'react';
import { Button } from '#ds/primitives/Button/Button.tsx';
import * as styles from './MapFacade.css.ts';

/**
 * A place on the map. `mapUrl` opens it on the map service's own site; `embedUrl` is what the frame
 * loads. `showName` names its show button ("Show Warsaw on the map") and `frameTitle` the frame
 * while it shows the place ("Map: Warsaw"), each phrased by the page's language.
 */
export type MapPlace = {
  id: string;
  name: string;
  detail?: string;
  embedUrl: string;
  mapUrl: string;
  showName: string;
  frameTitle: string;
};

export type MapFacadeProps = {
  places: readonly MapPlace[];
  /** Says where the map comes from and that nothing loads until asked. */
  notice: string;
  /** The button that loads the map. */
  loadLabel: string;
  /** Per place: the button that shows it in the frame ("Show on the map"). */
  showLabel: string;
  /** Per place: the link to the map service ("Open in OpenStreetMap"). */
  openLabel: string;
  /** Drawn in the frame until the map loads: a picture of the places that needs no request. */
  preview?: ReactNode;
};

/**
 * A third-party map that loads nothing until the visitor asks for it: a
 * placeholder of the map's size with a notice and a button, then the map's
 * frame. Each place also links to the map service, so the block works
 * without JavaScript and without loading the map at all.
 */
export function MapFacade({ places, notice, loadLabel, showLabel, openLabel, preview }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const [currentId, setCurrentId] = useState(places[0]?.id);
  const current = places.find((p) => p.id === currentId) ?? places[0];
  if (!current) return null;
  return (
    <div className={styles.root} data-map-facade>
      <div className={styles.frame}>
        {loaded ? (
          <iframe
            className={styles.map}
            title={current.frameTitle}
            src={current.embedUrl}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        ) : (
          <>
            {preview ? <div className={styles.preview}>{preview}</div> : null}
            <div className={styles.consent}>
              <p className={preview ? styles.noticeOnPreview : undefined}>{notice}</p>
              <Button variant="secondary" onClick={() => setLoaded(true)}>
                {loadLabel}
              </Button>
            </div>
          </>
        )}
      </div>
      <ul className={styles.places}>
        {places.map((place) => (
          <li key={place.id} className={styles.place} aria-current={loaded && place.id === current.id ? 'true' : undefined}>
            <span className={styles.placeName}>{place.name}</span>
            {place.detail ? <span>{place.detail}</span> : null}
            <Button
              variant="link"
              size="sm"
              aria-label={place.showName}
              onClick={() => {
                setCurrentId(place.id);
                setLoaded(true);
              }}
            >
              {showLabel}
            </Button>
            <a href={place.mapUrl} rel="noopener" target="_blank">
              {openLabel}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
