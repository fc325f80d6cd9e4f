// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '../dom.test-kit.tsx';
import { DEFAULT_IMAGE_SIZES } from './image-url.ts';
import { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage.tsx';
import { examples } from './ResponsiveImage.examples.ts';

/** The one <img> the component renders (an image with alt="" has no img role). */
const renderImage = (props: ResponsiveImageProps) => {
  const img = renderStatic(<ResponsiveImage {...props} />).container.querySelector('img');
  expect(img).not.toBeNull();
  return img!;
};

describe('ResponsiveImage', () => {
  it('renders src, srcset, sizes, width, height, alt, lazy loading and async decoding', () => {
    const view = renderStatic(<ResponsiveImage {...examples.cmsCrop!} />);
    const img = view.getByRole('img', {
      name: 'Containere til pap, metal og haveaffald på Genbrugsstation Nord',
    });
    expect(img.getAttribute('src')).toMatch(
      /^\/eksempelbilleder\/genbrugsstation-nord\.svg\?width=960&height=640&v=/,
    );
    expect(img.getAttribute('srcset')).toMatch(/ 1920w$/);
    expect(img.getAttribute('sizes')).toBe(DEFAULT_IMAGE_SIZES);
    expect(img.getAttribute('width')).toBe('1920');
    expect(img.getAttribute('height')).toBe('1280');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('takes sizes, ratio, quality, alt and loading from its props', () => {
    const view = renderStatic(<ResponsiveImage {...examples.focalPointSquare!} />);
    const img = view.getByRole('img', { name: 'Rådhuset set fra torvet' });
    expect(img.getAttribute('sizes')).toBe('(min-width: 48rem) 20rem, 100vw');
    expect(img.getAttribute('srcset')).toContain('width=1600&height=1600&rmode=crop');
    expect(img.getAttribute('src')).toContain('quality=60');
    expect(img.getAttribute('src')).toContain('rxy=0.3,0.4');
    expect(renderImage({ ...examples.focalPointSquare!, alt: '' }).getAttribute('alt')).toBe('');
    expect(renderImage(examples.smallEager!).getAttribute('loading')).toBe('eager');
  });
});
