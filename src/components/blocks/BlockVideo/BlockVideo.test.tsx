// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleContext } from '../block-context.ts';
import { backendContent, renderBlock, renderBlockElements } from '../block.test-kit.tsx';
import { BlockVideo } from './BlockVideo.tsx';
import { noConsent } from '#src/shared/consent-state.ts';
import { examples as videoExamples } from './BlockVideo.examples.ts';
import { videoEmbedUrl, videoFromSource } from './video-embed.ts';

/** The src of every player iframe in the rendered view. */
const frameSources = (container: HTMLElement) =>
  [...container.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));

describe('BlockVideo', () => {
  const props = videoExamples.youtube!;

  it('without a consent platform: no iframe, why, and a direct link to the video at its provider', () => {
    const view = renderBlock(BlockVideo, props);
    expect(view.container.querySelector('iframe')).toBeNull();
    expect(view.container.innerHTML).not.toContain('youtube-nocookie');
    view.getByText(/Videoen afspilles hos YouTube og vises derfor ikke her på siden/);
    const link = view.getByRole('link', { name: 'Se videoen på YouTube' });
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=Xk3mP9qLw2E');
    // It asks for no consent nobody can give (issue 38).
    expect(view.container.textContent).not.toMatch(/samtykke|acceptere|marketing/i);
    // Nobody can consent here: no settings button and no categories to consent to.
    expect(view.queryByRole('button')).toBeNull();
    expect(view.container.textContent).not.toContain('cookie-indstillinger');
    expect(view.queryByRole('link', { name: 'Læs om cookies' })).toBeNull();
    const configured = renderBlock(BlockVideo, props, { cookiePolicyUrl: '/om-os/cookies/' });
    expect(configured.getByRole('link', { name: 'Læs om cookies' }).getAttribute('href')).toBe(
      '/om-os/cookies/',
    );
  });

  it('without a consent platform, in English and German: where the video plays, no consent asked', () => {
    for (const [language, text, link] of [
      [
        'en',
        'The video plays on YouTube, so it is not shown on this page.',
        'Watch the video on YouTube',
      ],
      ['de', 'Das Video wird bei YouTube abgespielt', 'Das Video auf YouTube ansehen'],
    ] as const) {
      const view = renderBlock(BlockVideo, props, { language });
      view.getByText(text, { exact: false });
      view.getByRole('link', { name: link });
      expect(view.container.textContent).not.toMatch(/consent|accept|Zustimmung|akzeptieren/i);
      cleanup();
    }
  });

  it('with a consent platform: the reason and the categories; the settings button once JavaScript runs', () => {
    const view = renderBlock(BlockVideo, props, { consentPlatform: true });
    expect(view.container.querySelector('iframe')).toBeNull();
    view.getByText('Indholdet kan ikke vises på grund af dine nuværende cookie-indstillinger', {
      exact: false,
    });
    expect(view.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Marketing']);
    view.getByRole('link', { name: 'Se videoen på YouTube' });
    // Without JavaScript the dialog cannot open: no button that does nothing.
    expect(view.queryByRole('button')).toBeNull();
    cleanup();
    const hydrated = render(
      <BlockVideo {...props} ctx={exampleContext({ consentPlatform: true })} />,
    );
    const button = hydrated.getByRole('button', { name: /Åbn cookie-indstillinger/ });
    expect(button.getAttribute('type')).toBe('button');
    const renew = vi.fn();
    (window as { CookieConsent?: { renew: () => void } }).CookieConsent = { renew };
    fireEvent.click(button);
    expect(renew).toHaveBeenCalledTimes(1);
    delete (window as { CookieConsent?: unknown }).CookieConsent;
  });

  it.each([
    ['vimeoWithoutTitle', 'Se videoen på Vimeo', 'https://vimeo.com/824804225'],
    [
      'dreambroker',
      'Se videoen på Dreambroker',
      'https://dreambroker.com/channel/r8f2k1xq/k3n9xq2w',
    ],
  ])('the direct link of %s', (example, name, href) => {
    const view = renderBlock(BlockVideo, videoExamples[example]!);
    expect(view.getByRole('link', { name }).getAttribute('href')).toBe(href);
  });

  it('the direct link in English and German', () => {
    const en = renderBlock(BlockVideo, props, { language: 'en' });
    en.getByRole('link', { name: 'Watch the video on YouTube' });
    const de = renderBlock(BlockVideo, videoExamples.vimeoWithoutTitle!, { language: 'de' });
    de.getByRole('link', { name: 'Das Video auf Vimeo ansehen' });
  });

  it('renders the youtube-nocookie iframe with marketing consent', () => {
    const view = renderBlock(BlockVideo, props, { consent: { ...noConsent, marketing: true } });
    const iframe = view.getByTitle('Sådan sorterer du dit affald');
    expect(iframe.tagName).toBe('IFRAME');
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/Xk3mP9qLw2E');
    expect(iframe.getAttribute('loading')).toBe('lazy');
    expect(iframe.getAttribute('allow')).toBe('fullscreen; picture-in-picture');
    expect(view.queryByRole('button')).toBeNull();
    expect(view.container.textContent).not.toContain('cookie-indstillinger');
  });

  it('needs every required category', () => {
    const vimeo = videoExamples.vimeoWithoutTitle!;
    const partly = renderBlock(BlockVideo, vimeo, {
      consent: { ...noConsent, functional: true },
      consentPlatform: true,
    });
    expect(partly.container.querySelector('iframe')).toBeNull();
    expect(partly.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Funktionelle',
      'Statistik',
    ]);
    const all = renderBlock(BlockVideo, vimeo, {
      consent: { ...noConsent, functional: true, statistic: true },
    });
    expect(frameSources(all.container)).toEqual(['https://player.vimeo.com/video/824804225?dnt=1']);
    all.getByTitle('Video fra Vimeo');
  });

  it('embeds Dreambroker through its iframe URL', () => {
    const view = renderBlock(BlockVideo, videoExamples.dreambroker!, {
      consent: { ...noConsent, functional: true, statistic: true, marketing: true },
    });
    expect(frameSources(view.container)).toEqual([
      'https://dreambroker.com/channel/r8f2k1xq/iframe/k3n9xq2w',
    ]);
  });

  const marketing = { consent: { ...noConsent, marketing: true } };
  const hostileHtml = '<iframe src="https://evil.example/"></iframe><script>alert(1)</script>';
  const limboVideo = (video: object) => ({
    alias: 'BlockVideo',
    key: 'v',
    content: {
      title: 'Sådan sorterer du dit affald',
      video: { embed: { html: hostileHtml }, ...video },
    },
  });

  it("builds the player from Limbo.Umbraco.Video's provider and id, never from embed.html", () => {
    const { container } = renderBlockElements(
      [
        limboVideo({
          source: 'https://www.youtube.com/watch?v=Xk3mP9qLw2E',
          provider: { alias: 'youtube', name: 'YouTube' },
          details: { id: 'Xk3mP9qLw2E', title: 'Affald', duration: 187 },
        }),
      ],
      marketing,
    );
    expect(frameSources(container)).toEqual(['https://www.youtube-nocookie.com/embed/Xk3mP9qLw2E']);
    expect(container.innerHTML).not.toContain('evil.example');
    expect(container.querySelector('script')).toBeNull();
    // Without consent there is no iframe at all, and still nothing of embed.html.
    const blocked = renderBlockElements([
      limboVideo({ source: 'https://youtu.be/Xk3mP9qLw2E', provider: { alias: 'youtube' } }),
    ]);
    expect(blocked.container.querySelector('iframe')).toBeNull();
    expect(blocked.container.innerHTML).not.toContain('evil.example');
  });

  it('reads the id from the source when the details have none (vimeo ids may be numbers)', () => {
    const { blocks, container } = renderBlockElements(
      [
        limboVideo({ source: 'https://youtu.be/Xk3mP9qLw2E', provider: { alias: 'YouTube' } }),
        limboVideo({
          source: 'https://vimeo.com/824804225',
          provider: { alias: 'vimeo' },
          details: { id: 824804225 },
        }),
        limboVideo({
          source: 'https://dreambroker.com/channel/r8f2k1xq/k3n9xq2w',
          provider: { alias: 'dreambroker' },
        }),
      ],
      marketing,
    );
    expect(blocks).toHaveLength(3);
    expect(frameSources(container)).toEqual([
      'https://www.youtube-nocookie.com/embed/Xk3mP9qLw2E',
      'https://player.vimeo.com/video/824804225?dnt=1',
      'https://dreambroker.com/channel/r8f2k1xq/iframe/k3n9xq2w',
    ]);
  });

  it('frames no hostile id and no foreign host: the title and why instead', () => {
    const hostile = [
      limboVideo({
        provider: { alias: 'youtube' },
        details: { id: '"><script>alert(1)</script>' },
      }),
      limboVideo({ provider: { alias: 'youtube' }, details: { id: '../../evil.example/x' } }),
      limboVideo({
        source: 'https://evil.example/watch?v=Xk3mP9qLw2E',
        provider: { alias: 'youtube' },
      }),
      { alias: 'BlockVideo', content: { provider: 'vimeo', videoId: '123?autoplay=1&x=' } },
    ];
    const { blocks, container } = renderBlockElements(hostile, marketing);
    // The last has no title to show: skipped, with a warning.
    expect(blocks).toHaveLength(3);
    expect(frameSources(container)).toEqual([]);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.querySelectorAll('section')).toHaveLength(3);
    expect(container.textContent).toContain('Videoen kan ikke vises her.');
    expect(container.innerHTML).not.toMatch(/<script|evil\.example|autoplay/);
    // The component checks again, for content that did not come through the schema.
    expect(
      videoEmbedUrl({ provider: 'youtube', videoId: 'abc"onload=', channelId: null }),
    ).toBeNull();
    expect(videoFromSource('vimeo', 'javascript:alert(1)//vimeo.com/1')).toBeNull();
    const unchecked = renderBlock(
      BlockVideo,
      { ...videoExamples.youtube!, videoId: '"><img src=x>' },
      marketing,
    );
    expect(unchecked.container.querySelector('iframe, img')).toBeNull();
    unchecked.getByText('Videoen kan ikke vises her.');
    const foreign = renderBlock(
      BlockVideo,
      { ...videoExamples.twentythree!, playerUrl: 'javascript:alert(1)' },
      marketing,
    );
    expect(foreign.container.querySelector('iframe')).toBeNull();
    expect(foreign.container.innerHTML).not.toContain('javascript:');
  });
});

describe('BlockVideo: content from the backend', () => {
  const { parse, expectSkipped, warnings } = backendContent();

  it('drops an unknown consent category and a malformed video title, and still renders', () => {
    const { content, view } = parse('BlockVideo', {
      title: 'Affald',
      video: {
        source: 'https://www.youtube.com/watch?v=Xk3mP9qLw2E',
        provider: { alias: 'youtube' },
        details: { id: 'Xk3mP9qLw2E', title: { da: 'x' } },
      },
      requiredConsent: ['statistic', 'cookie_cat_everything'],
    });
    expect(content).toMatchObject({
      provider: 'youtube',
      videoId: 'Xk3mP9qLw2E',
      videoTitle: null,
      requiredConsent: ['statistic'],
    });
    view.getByRole('link', { name: 'Se videoen på YouTube' });
    expect(warnings()).toEqual([
      'block field dropped video.details.title',
      'block field dropped requiredConsent.1',
    ]);
  });

  it('asks for marketing consent when the backend names none', () => {
    const { content } = parse('BlockVideo', { provider: 'vimeo', videoId: 824804225 });
    expect(content).toMatchObject({ videoId: '824804225', requiredConsent: ['marketing'] });
  });

  it('skips the block without a video it can name', () => {
    expectSkipped('BlockVideo', {
      title: 'Affald',
      video: { source: 'https://evil.example/watch?v=Xk3mP9qLw2E' },
    });
  });

  it('skips a video of a provider it does not know', () => {
    expectSkipped('BlockVideo', {
      title: 'Affald',
      video: { provider: { alias: 'kaltura' }, details: { id: '1' } },
    });
  });

  it('reads a video without a provider from its YouTube source (Limbo.Umbraco.YouTube v1)', () => {
    const { content } = parse('BlockVideo', {
      title: 'Affald',
      video: { source: 'https://youtu.be/Xk3mP9qLw2E' },
    });
    expect(content).toMatchObject({ provider: 'youtube', videoId: 'Xk3mP9qLw2E' });
  });

  it('skips a Dreambroker video without its channel', () => {
    expectSkipped('BlockVideo', { provider: 'dreambroker', videoId: 'k3n9xq2w' });
  });
});
