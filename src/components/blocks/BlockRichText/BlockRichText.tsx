import type { BlockProps } from '../registry.tsx';
import { RichText } from '#src/components/RichText/RichText.tsx';

export function BlockRichText({ text }: BlockProps<'BlockRichText'>) {
  return <RichText html={text} />;
}
