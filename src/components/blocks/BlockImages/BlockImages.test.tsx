// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { backendContent, renderBlock } from '../block.test-kit.tsx';
import { BlockImages } from './BlockImages.tsx';
import { examples as imagesExamples } from './BlockImages.examples.ts';

/** Every image URL (src and srcset) in the view, decoded. */
const imageUrls = (container: HTMLElement) =>
  [...container.querySelectorAll('img')]
    .map((img) => `${img.getAttribute('src')} ${img.getAttribute('srcset')}`)
    .join(' ');

describe('BlockImages', () => {
  it('renders a grid of figures, cropped to one ratio unless the whole image is wanted', () => {
    const complete = renderBlock(BlockImages, imagesExamples.completeImages!);
    expect(complete.getAllByRole('figure')).toHaveLength(2);
    expect(imageUrls(complete.container)).toContain(
      'width=960&height=640&v=1dbb85c7656e5b0&rmode=crop',
    );
    complete.getByText(/Sarah Kilian @ Unsplash/);
    const cropped = renderBlock(BlockImages, imagesExamples.croppedWithTexts!);
    expect(imageUrls(cropped.container)).toContain('width=960&height=720'); // 4:3
    cropped.getByText(/Musikhuset før en koncert\./);
    cropped.getByText(/Fjordstien ved Nordby\./);
    expect(cropped.container.querySelectorAll('figure figcaption')).toHaveLength(2);
  });
});

describe('BlockImages: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops an item without an image and a malformed flag, and still renders', () => {
    const { content, view } = parse('BlockImages', {
      title: 'Billeder',
      items: [
        {
          image: {
            id: 1429,
            type: 'image',
            url: '/media/a.jpg',
            width: 1920,
            height: 1280,
            altText: '',
          },
          showCompleteImage: 'true',
          text: '',
          caption: 'Isvaffel',
        },
        { image: null, showCompleteImage: true, text: 'Intet billede' },
      ],
    });
    expect(content?.items).toHaveLength(1);
    expect(content?.items[0]).toMatchObject({
      showCompleteImage: false,
      text: null,
      caption: 'Isvaffel',
    });
    expect(view.container.querySelector('img')?.getAttribute('src')).toContain(
      'https://cms.test/media/a.jpg?width=',
    );
    expect(warnings()).toEqual([
      'block field dropped items.0.showCompleteImage',
      'block field dropped items.1.image',
    ]);
  });

  it('skips the block without its items', () => {
    expectSkipped('BlockImages', { title: 'Billeder' });
  });
});
