/** A dictionary section: Danish is the source; English and German must have every key. */
export type Section<Da extends Record<string, string>> = Record<keyof Da, string>;
