import { translator } from '#src/shared/dictionary/index.ts';
import type { ShareModuleProps } from './ShareModule.tsx';

export const examples: Record<string, ShareModuleProps> = {
  danish: {
    url: 'https://www.example-kommune.dk/borger/',
    title: 'Borger',
    siteName: 'Eksempel Kommune',
    t: translator('da'),
  },
  german: {
    url: 'https://www.example-kommune.dk/de/',
    title: 'Willkommen',
    siteName: 'Eksempel Kommune',
    t: translator('de'),
  },
};
