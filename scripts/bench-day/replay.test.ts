import { describe, expect, it } from 'vitest';
import { pageLinks, rscUrl, visitorAddress } from './replay.ts';

describe('what the load generator of bench:day asks for, as a browser on this site', () => {
  it('the RSC payload of a page, as Waku 0.27’s router asks for it', () => {
    // As Chromium asked on the generated site (the address bar's page, then the payload).
    expect(rscUrl('/')).toBe('/RSC/R/_root.txt?query=');
    expect(rscUrl('/borger/affald-og-genbrug/')).toBe('/RSC/R/borger/affald-og-genbrug.txt?query=');
    expect(rscUrl('/nyheder/?side=2')).toBe('/RSC/R/nyheder.txt?query=side%3D2');
    expect(rscUrl('/__demo/x/')).toBe('/RSC/R/___demo/x.txt?query=');
  });

  it('a page’s links in reading order, header and main apart; only pages of the site', () => {
    const html =
      '<body><header class="h"><a href="/">Forside</a><a href="/borger/">Borger</a>' +
      '<a href="/borger/affald/">Affald</a><a href="https://borger.dk/">ud</a></header>' +
      '<main id="main"><a href="/">Forside</a><a href="#share">Del</a>' +
      '<a href="/borger/affald/storskrald/">Storskrald</a><a href="/media/a.pdf">PDF</a>' +
      '<a href="/api/data?x=1">API</a><a href="/soeg/?q=a&amp;b=c">Søg</a></main>' +
      '<footer><a href="/cookies/">Cookies</a></footer></body>';
    const links = pageLinks(html, 'html');
    expect(links).toEqual({
      header: ['/', '/borger/', '/borger/affald/'],
      main: ['/', '/borger/affald/storskrald/', '/soeg/?q=a&b=c'],
      chrome: ['/', '/borger/', '/borger/affald/', '/cookies/'],
    });
    // A payload's main links: its links less one of each of the header's and footer's, in the
    // payload's order (the main content's rows come before the element that holds them).
    const flight =
      '1:T40,<ul><li><a href="/borger/affald/storskrald/">Storskrald</a></li></ul>\n' +
      '2:["$","header",null,{"children":[["$","a",null,{"href":"/"}],["$","a",null,{"href":"/borger/"}],' +
      '["$","a",null,{"href":"/borger/affald/"}]]}]\n' +
      '3:["$","main",null,{"children":[["$","a",null,{"href":"/"}],"$1",' +
      '["$","a",null,{"href":"/media/x.jpg"}]]}]\n4:["$","a",null,{"href":"/cookies/"}]\n';
    expect(pageLinks(flight, 'rsc', links.chrome).main).toEqual([
      '/borger/affald/storskrald/',
      '/',
    ]);
  });
});

describe('visitorAddress', () => {
  it('gives each visit a loopback address of its own, never .0 or .255 (regression: 127.1.0.256)', () => {
    const seen = new Set<string>();
    const bad: string[] = [];
    for (let i = 0; i < 256 * 254; i++) {
      const address = visitorAddress(i);
      const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
      if (a !== 127 || b !== 1 || c > 255 || d < 1 || d > 254) bad.push(address);
      seen.add(address);
    }
    expect(bad).toEqual([]);
    expect(seen.size).toBe(256 * 254);
    expect(visitorAddress(256 * 254)).toBe(visitorAddress(0));
  });
});
