import type { BlockContentMap } from '#src/server/cms/types.ts';
import { RichText } from '#src/components/RichText/RichText.tsx';

export function BlockRichText({ text }: BlockContentMap['BlockRichText']) {
  return <RichText html={text} />;
}
