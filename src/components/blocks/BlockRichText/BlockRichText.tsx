import type { BlockProps } from '../block-props.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';
import type { BlockRichTextContent } from './BlockRichText.schema.ts';

export function BlockRichText({ text }: BlockProps<BlockRichTextContent>) {
  return <RichText html={text} />;
}
