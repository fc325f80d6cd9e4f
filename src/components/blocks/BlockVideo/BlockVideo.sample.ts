import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockVideo, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `onTheSampleSite` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Big Buck Bunny',
    video: {
      source: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      provider: {
        alias: 'youtube',
        name: 'YouTube',
      },
      details: {
        id: 'aqz-KE-bpKQ',
        title: 'Big Buck Bunny 60fps 4K - Official Blender Foundation Short Film',
        duration: 634,
      },
      embed: {
        html: '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>',
      },
    },
  },
  settings: {
    includeInToc: true,
  },
};
