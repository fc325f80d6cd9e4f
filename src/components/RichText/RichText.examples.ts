import { sanitizeRichText, type SafeHtml } from '#src/server/sanitize.ts';

export const examples: Record<string, { html: SafeHtml }> = {
  article: {
    html: sanitizeRichText(
      '<h2>Om ordningen</h2><p>Ordningen gælder for <strong>alle husstande</strong>.</p><blockquote>Vi sorterer sammen.</blockquote>',
    ),
  },
  hostileInputIsCleaned: {
    html: sanitizeRichText('<p onclick="x()">Sikker tekst</p><script>alert(1)</script>'),
  },
};
