import type { ErrorSummaryProps } from './ErrorSummary.tsx';

export const examples: Record<string, ErrorSummaryProps> = {
  twoFields: {
    id: 'example-summary',
    title: 'Der er et problem',
    items: [
      { text: 'Skriv dit navn', href: '#example-name' },
      { text: 'Skriv en gyldig e-mailadresse, fx navn@eksempel.dk', href: '#example-email' },
    ],
  },
  withoutField: {
    id: 'example-summary-form',
    title: 'There is a problem',
    items: [{ text: 'The form could not be read. Reload the page and try again.' }],
  },
};
