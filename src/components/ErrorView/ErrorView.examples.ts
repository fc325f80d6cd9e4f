import { translator } from '#src/shared/dictionary/index.ts';
import type { ErrorViewProps } from './ErrorView.tsx';

const contact = { name: 'Eksempel Kommune', phone: '+45 70 00 00 00' };

export const examples: Record<string, ErrorViewProps> = {
  notFoundDanish: {
    status: 404,
    t: translator('da'),
    backHref: '/',
    search: { action: '/soeg/', language: null },
  },
  notFoundEnglish: {
    status: 404,
    t: translator('en'),
    backHref: '/en/',
    search: { action: '/soeg/', language: 'en' },
  },
  badGatewayEnglish: { status: 502, t: translator('en'), backHref: '/', contact },
  timeoutGerman: { status: 504, t: translator('de'), backHref: '/', contact },
  outageWithoutContact: { status: 503, t: translator('da'), backHref: '/', contact: null },
};
