import type { BlockProps } from '../block-props.ts';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { dateSortKey, dateTimeAttribute, formatDateTime } from '#src/shared/format.ts';
import { ListBlockSection } from '../ListBlockSection.tsx';
import * as styles from './BlockMapKultunautDemo.css.ts';
import { MAP_COLUMNS, MAP_ROWS } from './BlockMapKultunautDemo.css.ts';
import type { BlockMapKultunautDemoContent } from './BlockMapKultunautDemo.schema.ts';

// ---- Web Mercator tile math (pure; exported for the tests) ----

export const TILE_SIZE = 256;
const MAX_ZOOM = 16;
/** Room around the outermost markers, in pixels, so none is cut at the edge. */
const MARKER_PADDING = 24;

export type LatLng = { lat: number; lng: number };
/** The map: zoom level and the tile at its top-left corner. */
export type MapView = { zoom: number; x: number; y: number; columns: number; rows: number };

/** World pixel coordinates of a point at a zoom level (Web Mercator, 256 px tiles). */
export function project({ lat, lng }: LatLng, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/**
 * The highest zoom at which every point, with padding, fits in a `columns` × `rows` block of
 * tiles centred on the points; null without points.
 */
export function fitMapView(
  points: LatLng[],
  columns = MAP_COLUMNS,
  rows = MAP_ROWS,
  maxZoom = MAX_ZOOM,
): MapView | null {
  if (points.length === 0) return null;
  let view: MapView | null = null;
  for (let zoom = maxZoom; zoom >= 0; zoom--) {
    const pixels = points.map((point) => project(point, zoom));
    const xs = pixels.map((p) => p.x);
    const ys = pixels.map((p) => p.y);
    const [minX, maxX, minY, maxY] = [
      Math.min(...xs),
      Math.max(...xs),
      Math.min(...ys),
      Math.max(...ys),
    ];
    const x = Math.round((minX + maxX) / 2 / TILE_SIZE - columns / 2);
    const y = Math.round((minY + maxY) / 2 / TILE_SIZE - rows / 2);
    view = { zoom, x, y, columns, rows };
    const fits =
      minX - MARKER_PADDING >= x * TILE_SIZE &&
      maxX + MARKER_PADDING <= (x + columns) * TILE_SIZE &&
      minY - MARKER_PADDING >= y * TILE_SIZE &&
      maxY + MARKER_PADDING <= (y + rows) * TILE_SIZE;
    if (fits) return view;
  }
  return view;
}

/** `https://tiles.example.dk/{z}/{x}/{y}.png` filled in. */
export const tileUrl = (template: string, zoom: number, x: number, y: number) =>
  template
    .replace(/\{z\}/g, String(zoom))
    .replace(/\{x\}/g, String(x))
    .replace(/\{y\}/g, String(y));

/** The view's tiles, row by row; x wraps around the globe, rows beyond the poles have no tile. */
export function mapTiles(view: MapView, template: string): { key: string; url: string | null }[] {
  const count = 2 ** view.zoom;
  const tiles: { key: string; url: string | null }[] = [];
  for (let row = 0; row < view.rows; row++) {
    for (let column = 0; column < view.columns; column++) {
      const x = (((view.x + column) % count) + count) % count;
      const y = view.y + row;
      tiles.push({
        key: `${row}-${column}`,
        url: y >= 0 && y < count ? tileUrl(template, view.zoom, x, y) : null,
      });
    }
  }
  return tiles;
}

/** A point's position on the map, in percent of its width and height. */
export function markerPosition(point: LatLng, view: MapView): { left: number; top: number } {
  const { x, y } = project(point, view.zoom);
  return {
    left: ((x - view.x * TILE_SIZE) / (view.columns * TILE_SIZE)) * 100,
    top: ((y - view.y * TILE_SIZE) / (view.rows * TILE_SIZE)) * 100,
  };
}

// ---- the block ----

type Event = BlockProps<BlockMapKultunautDemoContent>['items'][number];
const hasPosition = (event: Event): event is Event & LatLng =>
  event.lat != null && event.lng != null;
const time = (event: Event) => dateSortKey(event.date);

/** Soonest first; undated events last, in the CMS's order. */
const byDate = (a: Event, b: Event) => {
  const [ta, tb] = [time(a), time(b)];
  if (Number.isNaN(ta) || Number.isNaN(tb))
    return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb));
  return ta - tb;
};

/**
 * Events as an accessible list. With a tile server configured, also a static map rendered on the
 * server: tiles as plain images and numbered markers, hidden from screen readers (the list carries
 * the same numbers). Without one, nothing is fetched from anywhere.
 */
export function BlockMapKultunautDemo(block: BlockProps<BlockMapKultunautDemoContent>) {
  const { t, language, mapTileUrl } = block.ctx;
  const events = [...block.items].sort(byDate);
  const located = events.filter(hasPosition);
  const view = mapTileUrl ? fitMapView(located) : null;
  const numbers = new Map<Event, number>(
    view ? located.map((event, index) => [event, index + 1]) : [],
  );

  return (
    <ListBlockSection block={block} empty={t('map.empty')}>
      <div className={view ? styles.withMap : undefined}>
        {view && mapTileUrl && (
          <div className={styles.map} aria-hidden="true" data-zoom={view.zoom}>
            <div className={styles.tiles}>
              {mapTiles(view, mapTileUrl).map((tile) =>
                tile.url ? (
                  <img
                    key={tile.key}
                    src={tile.url}
                    alt=""
                    width={TILE_SIZE}
                    height={TILE_SIZE}
                    loading="lazy"
                    decoding="async"
                    className={styles.tile}
                  />
                ) : (
                  <span key={tile.key} />
                ),
              )}
            </div>
            {located.map((event) => {
              const { left, top } = markerPosition(event, view);
              return (
                <span
                  key={numbers.get(event)}
                  className={styles.marker}
                  // Computed per event: the one place this site uses a style attribute.
                  style={{ left: `${left.toFixed(3)}%`, top: `${top.toFixed(3)}%` }}
                >
                  {numbers.get(event)}
                </span>
              );
            })}
          </div>
        )}
        <ul className={styles.events}>
          {events.map((event, index) => {
            const number = numbers.get(event);
            const date = formatDateTime(event.date, language);
            return (
              <li key={`${event.title}-${index}`} className={styles.event}>
                {number != null && (
                  <span className={styles.number} aria-hidden="true">
                    {number}
                  </span>
                )}
                <div>
                  <h3 className={styles.eventTitle}>
                    {event.url ? (
                      <a href={event.url} className={styles.eventLink}>
                        {event.title}
                      </a>
                    ) : (
                      event.title
                    )}
                  </h3>
                  {(date || event.venue) && (
                    <ul className={styles.eventFacts}>
                      {date && (
                        <li className={styles.eventFact}>
                          <Icon name="calendar" />
                          <time dateTime={dateTimeAttribute(event.date)}>{date}</time>
                        </li>
                      )}
                      {event.venue && (
                        <li className={styles.eventFact}>
                          <Icon name="map-pin" />
                          {event.venue}
                        </li>
                      )}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </ListBlockSection>
  );
}
