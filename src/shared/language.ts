/** The languages the site speaks: Danish (the default), English and German. */
export type Language = 'da' | 'en' | 'de';
