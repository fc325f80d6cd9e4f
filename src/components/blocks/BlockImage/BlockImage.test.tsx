import { describe, expect, it } from 'vitest';
import { count, render, unescape } from '../block-test-kit.tsx';
import { BlockImage } from './BlockImage.tsx';
import { examples as imageExamples } from './BlockImage.examples.ts';

describe('BlockImage', () => {
  const image = imageExamples.withFocalPoint!.image;
  const srcsetOf = (html: string) => /srcset="([^"]+)"/i.exec(html)?.[1] ?? '';

  it('builds ImageSharp URLs with quality 80 by default and 60 when asked', () => {
    const srcset = srcsetOf(unescape(render(BlockImage, imageExamples.withFocalPoint!)));
    expect(count(srcset, /quality=80/g)).toBe(6);
    expect(srcset).toContain(
      '/media/borger/genbrugsstation-nord.jpg?width=640&height=360&rmode=crop&autoorient=true&format=webp&quality=80&rxy=0.5,0.4 640w',
    );
    const climate = unescape(
      render(BlockImage, imageExamples.withFocalPoint!, { imageQuality: 60 }),
    );
    expect(climate).toContain('quality=60');
    expect(climate).not.toContain('quality=80');
  });

  it('offers a small original at its own size only', () => {
    const small = unescape(render(BlockImage, imageExamples.decorativeSmall!));
    expect(srcsetOf(small)).toMatch(/^[^ ]*width=280&height=180[^ ]* 280w$/);
    expect(small).toContain('alt=""');
  });

  it('renders a lazy figure with width, height, alt, sizes and a caption', () => {
    const html = render(BlockImage, imageExamples.withFocalPoint!);
    expect(html).toMatch(/^<figure/);
    for (const attribute of [
      'width="1600"',
      'height="900"',
      `alt="${image.alt}"`,
      'loading="lazy"',
      'decoding="async"',
      'sizes="(min-width: 48rem) 46rem, 100vw"',
    ]) {
      expect(html).toContain(attribute);
    }
    expect(html).toContain('<figcaption');
    expect(html).toContain('14 forskellige affaldstyper');
    // Without a block caption, the image's own caption is used.
    expect(render(BlockImage, imageExamples.imageCaptionOnly!)).toContain(
      'Eksempelby set fra luften',
    );
  });

  it("resizes the CMS's crop, keeping its parameters and never exceeding its size", () => {
    const html = unescape(render(BlockImage, imageExamples.cmsCrop!));
    const srcset = srcsetOf(html);
    expect(srcset).toContain(
      '/media/kultur/musikhuset.jpg?width=960&height=540&rmode=crop&rxy=0.4,0.5&autoorient=true&format=webp&quality=80 960w',
    );
    expect(srcset).not.toContain('width=1280');
    expect(count(srcset, /rxy=/g)).toBe(4);
    expect(html).toContain('width="960"');
    expect(html).toContain('height="540"');
  });
});
