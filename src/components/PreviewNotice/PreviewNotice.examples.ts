import type { PreviewNoticeProps } from './PreviewNotice.tsx';

export const examples: Record<string, Omit<PreviewNoticeProps, 't'>> = {
  'Banner over a draft': { loginRequired: false },
  'Back-office login missing': {
    loginRequired: true,
    loginUrl: 'https://api.example-kommune.dk/umbraco/',
  },
};
