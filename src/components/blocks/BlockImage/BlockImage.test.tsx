// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { count, renderBlock } from '../block.test-kit.tsx';
import { BlockImage } from './BlockImage.tsx';
import { examples as imageExamples } from './BlockImage.examples.ts';

/** The block's one img element (decorative images have no img role, so not by role). */
function imageOf(container: HTMLElement) {
  const images = container.querySelectorAll('img');
  expect(images).toHaveLength(1);
  return images[0]!;
}

describe('BlockImage', () => {
  const image = imageExamples.withFocalPoint!.image;

  it('builds ImageSharp URLs with quality 80 by default and 60 when asked', () => {
    const view = renderBlock(BlockImage, imageExamples.withFocalPoint!);
    const srcset = view.getByRole('img', { name: image.alt }).getAttribute('srcset') ?? '';
    expect(count(srcset, /quality=80/g)).toBe(6);
    expect(srcset).toContain(
      '/eksempelbilleder/genbrugsstation-nord.svg?width=640&height=360&rmode=crop&autoorient=true&format=webp&quality=80&rxy=0.5,0.4 640w',
    );
    const climate = renderBlock(BlockImage, imageExamples.withFocalPoint!, { imageQuality: 60 });
    const img = imageOf(climate.container);
    const urls = `${img.getAttribute('src')} ${img.getAttribute('srcset')}`;
    expect(urls).toContain('quality=60');
    expect(urls).not.toContain('quality=80');
  });

  it('offers a small original at its own size only', () => {
    const small = renderBlock(BlockImage, imageExamples.decorativeSmall!);
    const img = imageOf(small.container);
    expect(img.getAttribute('srcset')).toMatch(/^[^ ]*width=280&height=180[^ ]* 280w$/);
    expect(img.getAttribute('alt')).toBe('');
    // Decorative: not announced as an image.
    expect(small.queryByRole('img')).toBeNull();
  });

  it('renders a lazy figure with width, height, alt, sizes and a caption', () => {
    const view = renderBlock(BlockImage, imageExamples.withFocalPoint!);
    const figure = view.container.firstElementChild!;
    expect(figure.tagName).toBe('FIGURE');
    const img = view.getByRole('img', { name: image.alt });
    expect(figure.contains(img)).toBe(true);
    expect({
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      decoding: img.getAttribute('decoding'),
      sizes: img.getAttribute('sizes'),
    }).toEqual({
      width: '1600',
      height: '900',
      loading: 'lazy',
      decoding: 'async',
      sizes: '(min-width: 48rem) 46rem, 100vw',
    });
    const caption = figure.querySelector('figcaption');
    expect(caption?.textContent).toContain('14 forskellige affaldstyper');
    // Without a block caption, the image's own caption is used.
    const own = renderBlock(BlockImage, imageExamples.imageCaptionOnly!);
    expect(own.container.querySelector('figcaption')?.textContent).toContain(
      'Eksempelby set fra luften',
    );
  });

  it("resizes the CMS's crop, keeping its parameters and never exceeding its size", () => {
    const view = renderBlock(BlockImage, imageExamples.cmsCrop!);
    const img = imageOf(view.container);
    const srcset = img.getAttribute('srcset') ?? '';
    expect(srcset).toContain(
      '/eksempelbilleder/musikhuset.svg?width=960&height=540&rmode=crop&rxy=0.4,0.5&autoorient=true&format=webp&quality=80 960w',
    );
    expect(srcset).not.toContain('width=1280');
    expect(count(srcset, /rxy=/g)).toBe(4);
    expect(img.getAttribute('width')).toBe('960');
    expect(img.getAttribute('height')).toBe('540');
  });
});
