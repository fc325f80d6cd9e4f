import type { BlockSample } from '../block-definition.ts';

/**
 * The sample site's BlockCtaBox, as the backend sends it: /borger/alle-blokke/ shows it, and the
 * example `selfService` is what the schema makes of it.
 */
export const sample: BlockSample = {
  content: {
    title: 'Flytter du?',
    text: 'Husk at melde flytning senest fem dage efter, at du er flyttet. Det tager kun få minutter med MitID.',
    link: { type: 'content', name: 'Meld flytning', url: '/selvbetjening/flytning/' },
  },
  settings: { includeInToc: true },
};
