/**
 * Whether a path names a file: its last segment ends in a dot and an extension of letters and
 * digits with at least one letter (`.pdf`, `.mp3`, `.webmanifest`, `.geojson`), of any length.
 * One rule for the server (classification, static files) and the browser (which links the
 * client router may take over), so the two can never disagree. An extension of digits only
 * (`/version-2.0`) is not one: such a path is a page. The old 8-character limit made
 * `/manifest.webmanifest` a page, redirected to `/manifest.webmanifest/` and a 404 (decision 016).
 */
export const hasFileExtension = (pathname: string): boolean =>
  /\.(?=[a-z0-9]*[a-z])[a-z0-9]+$/i.test(pathname);
