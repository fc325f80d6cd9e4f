// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { pages } from '#mocks/fixtures/pages.ts';
import { SAMPLE_SKYFISH_HOST, SAMPLE_TWENTYTHREE_HOST } from '#mocks/fixtures/video-pages.ts';
import { parseEnv, setEnvForTests } from '#src/server/env.ts';
import { log } from '#src/server/log.ts';
import { noConsent } from '#src/shared/consent-state.ts';
import { CMS } from '#tests/support/setup.ts';
import { renderBlockElements } from '../block.test-kit.tsx';
import { examples } from './BlockVideo.examples.ts';
import { allowedPlayerUrl } from './video-embed.ts';

// Every video shape the five Limbo video packages send, read by the schema and rendered as a page renders
// it: a player behind the consent gate, or the title with a link (decision 027).

const marketing = { consent: { ...noConsent, marketing: true } };
const allowHosts = (hosts: string) =>
  setEnvForTests(parseEnv({ CMS_API_URL: CMS, VIDEO_EMBED_HOSTS: hosts }));

type Element = { alias: string; key: string; content: { title: string } };
/** The sample page's video elements (mocks/fixtures/video-pages.ts), by block title. */
const sample = (title: string) => {
  const page = pages['/borger/video/alle-udbydere/'] as { content: { contentElements: Element[] } };
  const element = page.content.contentElements.find((e) => e.content.title === title);
  if (!element) throw new Error(`no sample video ${title}`);
  return structuredClone(element);
};
const TWENTYTHREE = 'Byrådsmøde 24. september 2026';
const SKYFISH = 'Sådan bruger du genbrugspladsen';

/** The src of every iframe in the rendered view. */
const frames = (container: HTMLElement) =>
  [...container.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));

/** A package value in a BlockVideo element. */
const element = (video: object, title: string | null = 'Videoen') => ({
  alias: 'BlockVideo',
  key: 'v',
  content: { ...(title === null ? {} : { title }), video },
});

describe('BlockVideo: every provider the packages send', () => {
  it('YouTube v1 (Umbraco 9): { video, embed }, no provider and no details', () => {
    const raw = element({
      video: { id: 'Hn4Kd8Wq1Zx', snippet: { title: 'Sortér affaldet i køkkenet' } },
      embed: { html: '<iframe src="https://www.youtube.com/embed/Hn4Kd8Wq1Zx"></iframe>' },
    });
    const { blocks, container } = renderBlockElements([raw], marketing);
    expect(blocks[0]?.content).toMatchObject({
      provider: 'youtube',
      videoId: 'Hn4Kd8Wq1Zx',
      videoTitle: 'Sortér affaldet i køkkenet',
    });
    expect(frames(container)).toEqual(['https://www.youtube-nocookie.com/embed/Hn4Kd8Wq1Zx']);
    // .NET's casing, and only the embed code's iframe to go by, give the same player.
    const pascal = element({ video: { Id: 'Hn4Kd8Wq1Zx' }, embed: {} });
    const onlyHtml = element({
      embed: { html: '<iframe src="https://www.youtube.com/embed/Hn4Kd8Wq1Zx"></iframe>' },
    });
    expect(frames(renderBlockElements([pascal, onlyHtml], marketing).container)).toEqual([
      'https://www.youtube-nocookie.com/embed/Hn4Kd8Wq1Zx',
      'https://www.youtube-nocookie.com/embed/Hn4Kd8Wq1Zx',
    ]);
  });

  it('YouTube v2 without source, Vimeo with a numeric id, DreamBroker by channel and video', () => {
    const raw = ['Storskrald: sådan bestiller du afhentning', 'Naturgenopretning ved åen'].map(
      sample,
    );
    const dreambroker = sample('Borgermøde om den nye skole');
    expect(dreambroker.content).not.toHaveProperty('video.details.id');
    const { blocks, container, getByTitle } = renderBlockElements([...raw, dreambroker], marketing);
    expect(blocks).toHaveLength(3);
    expect(frames(container)).toEqual([
      'https://www.youtube-nocookie.com/embed/Qw7Rt2Yp9Ls',
      'https://player.vimeo.com/video/905512377?dnt=1',
      'https://dreambroker.com/channel/r8f2k1xq/iframe/m4p7z2c9',
    ]);
    getByTitle('Naturgenopretning ved åen');
  });

  it('TwentyThree (v13): the player from the one iframe of embed.html, on an allowed host', () => {
    allowHosts(`other.example, ${SAMPLE_TWENTYTHREE_HOST.toUpperCase()}.`);
    const raw = sample(TWENTYTHREE);
    expect(raw.content).not.toHaveProperty('video.embed.url');
    const { blocks, container, getByRole } = renderBlockElements([raw]);
    // The sample page's video reads as the named example the components overview shows.
    expect(blocks[0]?.content).toEqual(examples.twentythree);
    // No consent: no frame and nothing loaded from the host; the gate's reason and a link to the
    // player, which the visitor may follow.
    expect(frames(container)).toEqual([]);
    expect(container.querySelectorAll(`[src*="${SAMPLE_TWENTYTHREE_HOST}"]`)).toHaveLength(0);
    const link = getByRole('link', { name: 'Se videoen på TwentyThree' });
    expect(link.getAttribute('href')).toBe(
      `https://${SAMPLE_TWENTYTHREE_HOST}/v.ihtml/player.html?token=a1b2c3d4e5&source=embed&photo%5fid=81234567`,
    );
    // With consent: the player, protocol-relative made https, nothing else of embed.html.
    const shown = renderBlockElements([raw], marketing);
    expect(frames(shown.container)).toEqual([
      `https://${SAMPLE_TWENTYTHREE_HOST}/v.ihtml/player.html?token=a1b2c3d4e5&source=embed&photo%5fid=81234567`,
    ]);
    expect(shown.getByTitle(TWENTYTHREE).tagName).toBe('IFRAME');
    expect(shown.container.innerHTML).not.toMatch(/padding-bottom|scrolling|mozallowfullscreen/);
  });

  it('Skyfish: a numeric id and embed.url; a player when its host is allowed', () => {
    allowHosts(SAMPLE_SKYFISH_HOST);
    const { blocks, container } = renderBlockElements([sample(SKYFISH)], marketing);
    expect(blocks[0]?.content).toMatchObject({ provider: 'skyfish', linkUrl: null });
    expect(frames(container)).toEqual([
      `https://${SAMPLE_SKYFISH_HOST}/?v=7c1e9b2f0a4d&media=2961744`,
    ]);
  });

  it('Skyfish on a host not allowed: its title and a link to the player, never a frame', () => {
    allowHosts(SAMPLE_TWENTYTHREE_HOST);
    const raw = sample(SKYFISH);
    const { blocks, container, getByRole } = renderBlockElements([raw], marketing);
    expect(blocks[0]?.content).toEqual(examples.skyfishAsLink);
    expect(frames(container)).toEqual([]);
    getByRole('heading', { level: 2, name: SKYFISH });
    const link = getByRole('link', { name: /Se »Sådan bruger du genbrugspladsen« hos Skyfish/ });
    expect(link.getAttribute('href')).toBe(
      `https://${SAMPLE_SKYFISH_HOST}/?v=7c1e9b2f0a4d&media=2961744`,
    );
    expect(container.textContent).toContain('Videoen kan ikke afspilles her på siden.');
    // The picture (from the provider) comes with the consent the player would have needed.
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      `https://${SAMPLE_SKYFISH_HOST}/thumbnails/2961744/640.jpg`,
    );
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
    const noConsentView = renderBlockElements([raw]);
    expect(noConsentView.container.querySelector('img')).toBeNull();
    expect(noConsentView.container.innerHTML).not.toContain('/thumbnails/');
    expect(noConsentView.getByRole('link', { name: /hos Skyfish/ })).toBeTruthy();
  });

  it('a TwentyThree spot (a script, no iframe): its title and that it cannot be shown', () => {
    allowHosts(SAMPLE_TWENTYTHREE_HOST);
    const spot = element(
      {
        type: 'spot',
        provider: { alias: 'twentythree', name: 'TwentyThree' },
        details: { id: '55', title: 'Velkommen til Borgerservice' },
        embed: {
          html: `<div id="spot-55"></div><script src="https://${SAMPLE_TWENTYTHREE_HOST}/spot/55/include.js"></script>`,
        },
      },
      null,
    );
    const { blocks, container, getByText } = renderBlockElements([spot], marketing);
    expect(blocks[0]?.content).toEqual(examples.twentythreeSpotWithoutLink);
    getByText('Videoen »Velkommen til Borgerservice« kan ikke vises her.');
    expect(container.querySelector('a, iframe, script')).toBeNull();
  });
});

describe('BlockVideo: which TwentyThree and Skyfish players may be framed', () => {
  const player = `https://${SAMPLE_TWENTYTHREE_HOST}/v.ihtml/player.html?token=t`;
  const twentythree = (html: string) =>
    element({ provider: { alias: 'twentythree' }, details: { id: '1' }, embed: { html } });
  const skyfish = (url: string) =>
    element({ provider: { alias: 'skyfish' }, details: { id: 1 }, embed: { url } });

  const host = SAMPLE_TWENTYTHREE_HOST;
  // [case, element, the frame's src, the link's href]: a player not framed is linked to as given
  // when it is an http(s) URL without credentials.
  it.each([
    [
      'an allowed host, protocol-relative',
      twentythree(`<iframe src="//${host}/v.ihtml/player.html?token=t"></iframe>`),
      player,
      null,
    ],
    ['an allowed host in embed.url', skyfish(player), player, null],
    [
      'another host',
      skyfish('https://video.other.example/p'),
      null,
      'https://video.other.example/p',
    ],
    ['a host that only ends like it', skyfish(`https://x${host}/p`), null, `https://x${host}/p`],
    ['http', skyfish(`http://${host}/p`), null, `http://${host}/p`],
    ['a port', skyfish(`https://${host}:8443/p`), null, `https://${host}:8443/p`],
    ['a user name', skyfish(`https://evil.example@${host}/p`), null, null],
    ['javascript:', skyfish(`javascript:alert(1)//${host}`), null, null],
    [
      'javascript: in the iframe, entity-encoded',
      twentythree('<iframe src="&#106;avascript:alert(1)"></iframe>'),
      null,
      null,
    ],
    [
      'two iframes',
      twentythree(`<iframe src="${player}"></iframe><iframe src="${player}&b"></iframe>`),
      null,
      null,
    ],
    [
      'the iframe in a comment',
      twentythree(`<!-- <iframe src="${player}"></iframe> -->`),
      null,
      null,
    ],
    [
      'the iframe inside a script',
      twentythree(`<script>document.write('<iframe src="${player}"></iframe>')</script>`),
      null,
      null,
    ],
    [
      'the iframe in an attribute',
      twentythree(`<div title='<iframe src="${player}"></iframe>'></div>`),
      null,
      null,
    ],
    ['an iframe without src', twentythree('<iframe srcdoc="<p>x</p>"></iframe>'), null, null],
  ])('%s', (_label, raw, frame, link) => {
    allowHosts(host);
    const { blocks, container } = renderBlockElements([raw], marketing);
    expect(blocks).toHaveLength(1);
    expect(frames(container)).toEqual(frame ? [frame] : []);
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(link ? [link] : []);
    if (!frame && !link) expect(container.textContent).toContain('kan ikke vises her');
    expect(container.innerHTML).not.toMatch(/<script|javascript:|srcdoc|evil\.example/i);
  });

  it('frames nothing when VIDEO_EMBED_HOSTS is unset', () => {
    const { container } = renderBlockElements([sample(TWENTYTHREE), sample(SKYFISH)], marketing);
    expect(frames(container)).toEqual([]);
    expect(container.querySelectorAll('a[href^="https://"]')).toHaveLength(2);
  });

  it('gives back the URL as the browser will read it, so what was checked is what loads', () => {
    const hosts = [SAMPLE_TWENTYTHREE_HOST];
    expect(allowedPlayerUrl(`  //${SAMPLE_TWENTYTHREE_HOST.toUpperCase()}/p?a=1 `, hosts)).toEqual({
      url: `https://${SAMPLE_TWENTYTHREE_HOST}/p?a=1`,
    });
    expect(allowedPlayerUrl(`https://${SAMPLE_TWENTYTHREE_HOST}\t.evil.example/`, hosts)).toEqual({
      refused: 'host not in VIDEO_EMBED_HOSTS',
      host: `${SAMPLE_TWENTYTHREE_HOST}.evil.example`,
    });
    expect(allowedPlayerUrl('/v.ihtml/player.html', hosts)).toEqual({
      refused: 'not https',
      host: null,
    });
  });
});

describe('BlockVideo: a video without a player is never dropped without a trace', () => {
  it('links to the video page first, else the player as given; only http(s)', () => {
    const hosted = (details: object, embed: object) =>
      element({ provider: { alias: 'skyfish' }, details: { id: 1, ...details }, embed });
    const { container } = renderBlockElements([
      hosted({ url: 'https://medier.example.dk/side/1' }, { url: 'https://p.example.dk/?v=1' }),
      hosted({}, { html: '<iframe src="//p.example.dk/?v=2"></iframe>' }),
      hosted({ url: 'javascript:alert(1)' }, { url: 'http://p.example.dk/?v=3' }),
      hosted({ url: 'data:text/html,x' }, { url: 'javascript:alert(1)' }),
    ]);
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://medier.example.dk/side/1',
      'https://p.example.dk/?v=2',
      'http://p.example.dk/?v=3',
    ]);
    // The last has no usable URL at all: its title and a sentence, no link.
    const sections = container.querySelectorAll('section');
    expect(sections).toHaveLength(4);
    expect(sections[3]?.textContent).toBe('VideoenVideoen kan ikke vises her.');
    expect(container.innerHTML).not.toMatch(/javascript:|data:/);
  });

  it('a built provider without a usable id links only to its own site', () => {
    const { container, getByRole } = renderBlockElements(
      [
        element({
          provider: { alias: 'youtube' },
          details: { id: '"><script>x</script>', url: 'https://www.youtube.com/playlist?list=PL1' },
        }),
        element({
          source: 'https://evil.example/watch?v=Xk3mP9qLw2E',
          provider: { alias: 'vimeo' },
          details: { title: 'Uden id' },
        }),
      ],
      marketing,
    );
    expect(frames(container)).toEqual([]);
    expect(getByRole('link', { name: 'Se »Videoen« hos YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/playlist?list=PL1',
    );
    expect(container.querySelectorAll('a')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/<script|evil\.example/);
  });

  it('logs once per video, not on every parse', () => {
    const warn = vi.spyOn(log, 'warn');
    const video = (id: number) =>
      element({
        provider: { alias: 'skyfish' },
        details: { id, title: `Video ${id}` },
        embed: { url: `https://once.example.dk/?media=${id}` },
      });
    for (let i = 0; i < 3; i++) renderBlockElements([video(7001), video(7002)]);
    const said = warn.mock.calls.filter(
      ([, message]) => message === 'video shown without its player',
    );
    expect(said.map(([fields]) => fields)).toEqual([
      expect.objectContaining({ provider: 'skyfish', host: 'once.example.dk', link: true }),
      expect.objectContaining({ provider: 'skyfish', host: 'once.example.dk', link: true }),
    ]);
    expect(JSON.stringify(said)).toContain('host not in VIDEO_EMBED_HOSTS');
  });

  it('skips, with a warning, only what has nothing to show: no player, link or title', () => {
    const warn = vi.spyOn(log, 'warn');
    const { blocks } = renderBlockElements([
      element({ provider: { alias: 'twentythree' }, embed: { html: '<p>x</p>' } }, null),
      element({ provider: { alias: 'kaltura' }, details: { id: '1' } }),
      element({ source: 'https://evil.example/x' }),
    ]);
    expect(blocks).toEqual([]);
    expect(
      warn.mock.calls.map(([fields, message]) => [
        message,
        (fields as { problem: string }).problem,
      ]),
    ).toEqual([
      [
        'content element skipped: malformed content',
        'no player, no link and no title (no player URL: 0 iframes in embed.html)',
      ],
      ['content element skipped: malformed content', 'video provider not supported: kaltura'],
      ['content element skipped: malformed content', 'no video provider named or recognisable'],
    ]);
  });
});
