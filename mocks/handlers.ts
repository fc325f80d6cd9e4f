import { feedbackHandler } from './handlers/feedback.ts';
import { getDataHandler } from './handlers/get-data.ts';
import { exampleImageHandler, mediaHandler } from './handlers/media.ts';
import { searchPageHandlers } from './handlers/search-pages.ts';
import { searchHandler, searchHandlerNoSlash } from './handlers/search.ts';
import { robotsHandler, sitemapHandler } from './handlers/seo-files.ts';
import { subscriptionsHandler, subscriptionTokenHandler } from './handlers/subscriptions.ts';

// The sample municipality's backend, as msw handlers (one file per endpoint in handlers/, each
// with its own state), in the shapes the real Limbo packages send (the parser's
// src/server/cms/schemas.ts). The unit tests use them directly; the
// sample-backend process (mocks/server.ts) serves the same handlers over HTTP.
//
// - `GET /umbraco/api/spa/getdata/` (Limbo.Umbraco.Spa): the envelope `{ meta: { code }, pageId,
//   pageKey, siteId, siteKey, contentGuid, executeTimeMs, site?, navigation: {}, content? }`,
//   honouring `parts`. Redirects: `{ meta: { code: 301, redirect } }` (older form, /gammel-side/),
//   `{ meta: { code: 301 | 307, error: 'Page has moved' }, data: { url, permanent } }` with
//   HTTP 200 (/midlertidig/) or HTTP 418 (/gammel-side-418/). Unknown path: HTTP 200, meta.code
//   404 and the NotFoundPage. `/da/forside/`: the answer recorded from a real Limbo site.
//   Preview by node id in `url`, by the package's own rule (`previewId`: `/umbraco/preview/?id=1234`,
//   any url containing `/umbraco/preview/` with the id after its first `=`, `/1234.aspx`,
//   `/1234/`, `/1234`): 401 without Umbraco's back-office cookie, else the draft (1234) or the
//   published node; such a url without any `=` is the package's exception, a bare HTTP 500.
// - `GET /api/search/` (Limbo.Nuxt.Search): `{ data: [{ id, url, title, teaser, image?, date? }],
//   pagination: { limit, offset, total } }`; `contextId=1209` lists the news; a search page's
//   or a culture root's `contextId` searches the pages of that culture.
// - `POST /api/feedback` (Limbo.Umbraco.Feedback): 201 `{ key }`, or 404/400 with a string.
// - `GET /api/subscriptions/token?apiKey=` (Limbo.ApiAuthentication, project endpoint) and
//   `POST /graphql` `createSubscriber` (Limbo.Subscriptions, HotChocolate, `[Authorize]`).
// - `GET /media/…`: placeholder images and files; `GET /eksempelbilleder/…`: the blocks' samples'
//   pictures (the app's own).
// - `GET /sitemap.xml` and `/robots.txt` (Limbo.Umbraco.Seo): the site found by the Host header.

export { FAULT_MODES, faults, type FaultMode } from './handlers/faults.ts';
export { PREVIEW_THROWS, previewId, publications, sampleSettings } from './handlers/get-data.ts';
export {
  revokeSubscriptionTokens,
  SAMPLE_SUBSCRIPTIONS_API_KEY,
  SAMPLE_SUBSCRIPTIONS_AUTH_PATH,
} from './handlers/subscriptions.ts';

export const handlers = [
  getDataHandler,
  ...searchPageHandlers,
  searchHandler,
  searchHandlerNoSlash,
  mediaHandler,
  exampleImageHandler,
  feedbackHandler,
  subscriptionTokenHandler,
  subscriptionsHandler,
  sitemapHandler,
  robotsHandler,
];
