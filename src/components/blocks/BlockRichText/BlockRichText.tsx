import type { BlockProps } from '../block-props.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';

export function BlockRichText({ text }: BlockProps<'BlockRichText'>) {
  return <RichText html={text} />;
}
