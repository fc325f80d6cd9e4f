import { translator } from '#src/shared/dictionary/index.ts';
import type { ErrorViewProps } from './ErrorView.tsx';

export const examples: Record<string, ErrorViewProps> = {
  notFoundDanish: { status: 404, t: translator('da'), backHref: '/' },
  badGatewayEnglish: { status: 502, t: translator('en'), backHref: '/' },
  timeoutGerman: { status: 504, t: translator('de'), backHref: '/' },
};
