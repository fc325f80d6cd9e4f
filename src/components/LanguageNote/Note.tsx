/**
 * The note itself, after a link's words: " (in Danish)". `lang` is the page's language, for a
 * link whose own words are in the target's language (`lang="da"` on a Danish page title).
 * Its own file: the burger menu, a client component, shows it without the server's helpers.
 */
export function LanguageNote({ note, lang }: { note: string | null; lang?: string }) {
  return note ? (
    <span data-language-note="" lang={lang}>
      {' '}
      {note}
    </span>
  ) : null;
}
