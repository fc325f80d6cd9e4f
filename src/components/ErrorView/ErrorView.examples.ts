import type { ErrorViewProps } from './ErrorView.tsx';

const contact = { name: 'Eksempel Kommune', phone: '+45 70 00 00 00' };

export const examples: Record<string, ErrorViewProps> = {
  notFoundDanish: {
    status: 404,
    language: 'da',
    backHref: '/',
    search: { action: '/soeg/', language: null },
  },
  notFoundEnglish: {
    status: 404,
    language: 'en',
    backHref: '/en/',
    search: { action: '/soeg/', language: 'en' },
  },
  badGatewayEnglish: { status: 502, language: 'en', backHref: '/', contact },
  timeoutGerman: { status: 504, language: 'de', backHref: '/', contact },
  outageWithoutContact: { status: 503, language: 'da', backHref: '/', contact: null },
};
