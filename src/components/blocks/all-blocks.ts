// Every block the site renders: one line per block folder. The line makes the folder's
// BlockX.block.ts (component, schema and examples, none optional) part of the registry, and its
// export name is the alias the backend gives the block. The backend's parser finds the schemas by
// their file names instead (src/server/cms/blocks.ts), so it never loads a component; a test
// fails when a folder has no line here. Alphabetical, as the components overview shows them.
export { block as BlockAccordion } from './BlockAccordion/BlockAccordion.block.ts';
export { block as BlockBorgerDk } from './BlockBorgerDk/BlockBorgerDk.block.ts';
export { block as BlockContactGroup } from './BlockContactGroup/BlockContactGroup.block.ts';
export { block as BlockCtaBox } from './BlockCtaBox/BlockCtaBox.block.ts';
export { block as BlockDocumentList } from './BlockDocumentList/BlockDocumentList.block.ts';
export { block as BlockEventList } from './BlockEventList/BlockEventList.block.ts';
export { block as BlockFactBox } from './BlockFactBox/BlockFactBox.block.ts';
export { block as BlockHearingList } from './BlockHearingList/BlockHearingList.block.ts';
export { block as BlockHereWeLive } from './BlockHereWeLive/BlockHereWeLive.block.ts';
export { block as BlockImage } from './BlockImage/BlockImage.block.ts';
export { block as BlockImages } from './BlockImages/BlockImages.block.ts';
export { block as BlockJobList } from './BlockJobList/BlockJobList.block.ts';
export { block as BlockLinkList } from './BlockLinkList/BlockLinkList.block.ts';
export { block as BlockMapKultunautDemo } from './BlockMapKultunautDemo/BlockMapKultunautDemo.block.ts';
export { block as BlockNewsList } from './BlockNewsList/BlockNewsList.block.ts';
export { block as BlockRelatedContent } from './BlockRelatedContent/BlockRelatedContent.block.ts';
export { block as BlockRichText } from './BlockRichText/BlockRichText.block.ts';
export { block as BlockTable } from './BlockTable/BlockTable.block.ts';
export { block as BlockVideo } from './BlockVideo/BlockVideo.block.ts';
