import { translator } from '#src/shared/dictionary/index.ts';
import type { PageActionsProps } from './PageActions.tsx';

export const examples: Record<string, PageActionsProps> = {
  shareAndPrint: { showShare: true, showPrint: true, t: translator('da') },
  printOnly: { showShare: false, showPrint: true, t: translator('da') },
};
