// The one block list: one line per block folder, alphabetical (as the components overview shows
// them). The export name is the alias the backend gives the block. Each line brings the folder's
// BlockX.schema.ts: its `schema` (the backend's fields, checked and reshaped into the block's
// content) and, when the block has any, its `hooks` (block-hooks.ts: what the table of contents,
// the reading time, the JSON-LD, the content layout and the page's documents read of it).
//
// The backend's parser reads this list and loads no component. The renderer's registry
// (registry.tsx) finds each listed block's BlockX.block.ts (component and examples) by the same
// name, and stops the start when a folder and the list disagree.
export * as BlockAccordion from './BlockAccordion/BlockAccordion.schema.ts';
export * as BlockBorgerDk from './BlockBorgerDk/BlockBorgerDk.schema.ts';
export * as BlockContactGroup from './BlockContactGroup/BlockContactGroup.schema.ts';
export * as BlockCtaBox from './BlockCtaBox/BlockCtaBox.schema.ts';
export * as BlockDocumentList from './BlockDocumentList/BlockDocumentList.schema.ts';
export * as BlockEventList from './BlockEventList/BlockEventList.schema.ts';
export * as BlockFactBox from './BlockFactBox/BlockFactBox.schema.ts';
export * as BlockHearingList from './BlockHearingList/BlockHearingList.schema.ts';
export * as BlockHereWeLive from './BlockHereWeLive/BlockHereWeLive.schema.ts';
export * as BlockImage from './BlockImage/BlockImage.schema.ts';
export * as BlockImages from './BlockImages/BlockImages.schema.ts';
export * as BlockJobList from './BlockJobList/BlockJobList.schema.ts';
export * as BlockLinkList from './BlockLinkList/BlockLinkList.schema.ts';
export * as BlockMapKultunautDemo from './BlockMapKultunautDemo/BlockMapKultunautDemo.schema.ts';
export * as BlockNewsList from './BlockNewsList/BlockNewsList.schema.ts';
export * as BlockRelatedContent from './BlockRelatedContent/BlockRelatedContent.schema.ts';
export * as BlockRichText from './BlockRichText/BlockRichText.schema.ts';
export * as BlockTable from './BlockTable/BlockTable.schema.ts';
export * as BlockVideo from './BlockVideo/BlockVideo.schema.ts';
