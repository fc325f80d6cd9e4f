// A same-origin form post to the test site (http://site.test), as a browser sends it: the shape
// every form endpoint's tests start from (feedback, subscriptions, the tools login).

export const SITE = 'http://site.test';

export function formPost(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      host: 'site.test',
      origin: SITE,
      ...headers,
    },
  });
}

/** The header a script's fetch sends to get JSON back instead of a redirect. */
export const acceptJson = { accept: 'application/json' };
