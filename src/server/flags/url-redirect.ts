/**
 * UMBRACO_URL_REDIRECT (decision 020): a page reached at an address that is not its Umbraco URL
 * (`content.url`), e.g. through an `umbracoUrlAlias`, another letter case or another spelling of
 * the same letters, is sent there with a 301, so every page has one address for visitors, links
 * and search engines. The backend's own redirect answers (meta.code 301/307) are always
 * followed whatever this flag says.
 *
 * Returns the path to redirect to, or null. Only a same-site path counts (an absolute URL names
 * another host of a multi-host site, where this host cannot send visitors blindly), never for the
 * site root (the front page may have a culture path as its Umbraco URL), and never for a URL
 * that cannot be read.
 */
export function umbracoUrlTarget(requestPath: string, contentUrl: string | null | undefined) {
  if (!contentUrl || requestPath === '/') return null;
  if (!contentUrl.startsWith('/') || /^\/[/\\]/.test(contentUrl) || contentUrl.length > 2048)
    return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[?#\u0000-\u001f\u007f\\]/.test(contentUrl)) return null;
  let decoded: string;
  try {
    decoded = decodeURI(contentUrl);
  } catch {
    return null;
  }
  // Paths without an extension end in a slash here (decision 001); the request path already does.
  const target =
    /\.[a-z0-9]{1,12}$/i.test(decoded) || decoded.endsWith('/') ? decoded : `${decoded}/`;
  if (target === requestPath || target.includes('/../') || target.includes('/./')) return null;
  return encodeURI(target);
}
