// @vitest-environment happy-dom
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../block.test-kit.tsx';
import {
  BlockMapKultunautDemo,
  TILE_SIZE,
  fitMapView,
  mapTiles,
  markerPosition,
  project,
  tileUrl,
} from './BlockMapKultunautDemo.tsx';
import { examples as mapExamples } from './BlockMapKultunautDemo.examples.ts';

/** The events list: the outer list, whose items each hold one event. */
const eventItems = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLElement>(':scope ul:not(li ul) > li'),
];

describe('BlockMapKultunautDemo', () => {
  const props = mapExamples.december!;
  const template = 'https://tiles.example.dk/{z}/{x}/{y}.png';

  it('renders only the list, with no image at all, when no tile server is configured', () => {
    const view = renderBlock(BlockMapKultunautDemo, props);
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('[data-zoom]')).toBeNull();
    expect(view.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(view.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(
      '/kultur-og-fritid/arrangementer/julemarked/',
    );
  });

  it('renders a 3 × 2 tile map with numbered markers when a tile server is configured', () => {
    const view = renderBlock(BlockMapKultunautDemo, props, { mapTileUrl: template });
    const map = view.container.querySelector<HTMLElement>('[data-zoom]')!;
    // The map is decoration: the list says everything it shows.
    expect(map.getAttribute('aria-hidden')).toBe('true');
    const zoom = map.getAttribute('data-zoom');
    expect(zoom).toMatch(/^\d+$/);
    const tiles = [...view.container.querySelectorAll('img')];
    expect(tiles).toHaveLength(6);
    for (const tile of tiles) {
      expect(tile.getAttribute('src')).toMatch(
        new RegExp(`^https://tiles\\.example\\.dk/${zoom}/\\d+/\\d+\\.png$`),
      );
      expect(tile.getAttribute('alt')).toBe('');
      expect(map.contains(tile)).toBe(true);
    }
    const markers = [...map.querySelectorAll('[style]')];
    expect(markers).toHaveLength(4);
    for (const marker of markers) {
      expect(marker.getAttribute('style')).toMatch(/^left:[\d.]+%;top:[\d.]+%$/);
    }
  });

  it('numbers the list like the markers, soonest event first', () => {
    const view = renderBlock(BlockMapKultunautDemo, props, { mapTileUrl: template });
    const titles = view.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.findIndex((t) => t?.includes('Julekoncert'))).toBeLessThan(
      titles.findIndex((t) => t?.includes('Højtlæsning')),
    );
    expect(titles.findIndex((t) => t?.includes('Højtlæsning'))).toBeLessThan(
      titles.findIndex((t) => t?.includes('Julemarked')),
    );
    const first = eventItems(view.container)[0]!;
    expect(first.querySelector('[aria-hidden="true"]')?.textContent).toBe('1');
    within(first).getByRole('link', { name: /Julekoncert/ });
  });

  it('numbers only events with a position', () => {
    const view = renderBlock(BlockMapKultunautDemo, mapExamples.partlyWithoutPosition!, {
      mapTileUrl: template,
    });
    const numbered = eventItems(view.container).filter((li) =>
      /^\d+$/.test(li.querySelector(':scope > span[aria-hidden="true"]')?.textContent ?? ''),
    );
    expect(numbered).toHaveLength(1);
    view.getByRole('heading', { level: 3, name: /Foredrag: Eksempelbys historie/ });
  });

  describe('tile math', () => {
    it('projects with Web Mercator', () => {
      expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 128, y: 128 });
      const p = project({ lat: 56.1536, lng: 10.1995 }, 1);
      expect(p.x).toBeCloseTo(((10.1995 + 180) / 360) * 512, 6);
      expect(p.y).toBeLessThan(256); // northern hemisphere: upper half
    });

    it('picks the highest zoom at which all points fit the 3 × 2 tiles', () => {
      const points = props.items.map((event) => ({ lat: event.lat!, lng: event.lng! }));
      const view = fitMapView(points)!;
      const inside = (zoom: number, v = fitMapView(points, 3, 2, zoom)!) =>
        points.every((point) => {
          const { left, top } = markerPosition(point, v);
          return left > 0 && left < 100 && top > 0 && top < 100;
        });
      expect(view.columns).toBe(3);
      expect(view.rows).toBe(2);
      expect(inside(view.zoom)).toBe(true);
      // The events lie about 3 km apart north to south: zoom 13 holds them; at zoom 14 their
      // vertical spread alone is taller than two tiles.
      expect(view.zoom).toBe(13);
      const ys = points.map((point) => project(point, 14).y);
      expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(2 * TILE_SIZE);
    });

    it('uses the maximum zoom for a single point and null for none', () => {
      expect(fitMapView([{ lat: 56.15, lng: 10.2 }])?.zoom).toBe(16);
      expect(fitMapView([])).toBeNull();
    });

    it('fills in tile URLs row by row and wraps around the globe', () => {
      expect(tileUrl(template, 13, 4328, 2500)).toBe('https://tiles.example.dk/13/4328/2500.png');
      const tiles = mapTiles({ zoom: 1, x: -1, y: 0, columns: 3, rows: 2 }, template);
      expect(tiles.map((tile) => tile.url)).toEqual([
        'https://tiles.example.dk/1/1/0.png',
        'https://tiles.example.dk/1/0/0.png',
        'https://tiles.example.dk/1/1/0.png',
        'https://tiles.example.dk/1/1/1.png',
        'https://tiles.example.dk/1/0/1.png',
        'https://tiles.example.dk/1/1/1.png',
      ]);
      expect(mapTiles({ zoom: 0, x: -1, y: -1, columns: 3, rows: 2 }, template)[0]?.url).toBe(null);
    });
  });
});
