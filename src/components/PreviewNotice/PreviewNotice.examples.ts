import type { PreviewNoticeProps } from './PreviewNotice.tsx';

export const examples: Record<string, Omit<PreviewNoticeProps, 't'>> = {
  'Banner over a draft': { loginRequired: false },
  'Banner with the content check': {
    loginRequired: false,
    contentCheck: { count: 3, inspectorHref: '/__limbo/page-inspector/?url=%2Fborger%2F' },
  },
  'Back-office login missing': {
    loginRequired: true,
    loginUrl: 'https://api.example-kommune.dk/umbraco/',
  },
};
