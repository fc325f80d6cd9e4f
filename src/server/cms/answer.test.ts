import { describe, expect, it, vi } from 'vitest';
import { log } from '#src/server/log.ts';
import { parseAnswer } from './answer.ts';
import { reshapeSite } from './reshape.ts';
import { ctx, real } from './reshape.test-kit.ts';

describe('the envelope', () => {
  it('reads the real recorded answer part by part, without a warning', () => {
    const warn = vi.spyOn(log, 'warn');
    const answer = parseAnswer(real(), 200);
    expect(answer?.meta.code).toBe(200);
    expect(answer?.siteKey).toBe('e2159708-e44d-4541-956e-e2b3b08892a9');
    expect(answer?.site?.name).toBe('Slagelse Intranet');
    expect(answer?.content?.template).toBe('FrontPage');
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes navigation as {}, absent, or anything the project defines', () => {
    for (const navigation of [{}, undefined, [{ id: 1 }], { main: 'x' }, 'odd']) {
      expect(parseAnswer({ ...real(), navigation }, 200)?.content?.id).toBe('1425');
    }
  });

  it('treats meta.code as authoritative and numeric; without it the answer is unusable', () => {
    expect(parseAnswer({ meta: { code: '404' } }, 200)?.meta.code).toBe(404);
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    expect(parseAnswer({ meta: { code: 'ok' } }, 200)).toBeNull();
    expect(parseAnswer({ content: {} }, 200)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('drops a malformed optional field with one warning naming part, path and page id', () => {
    const warn = vi.spyOn(log, 'warn');
    const answer = real();
    (answer.site as Record<string, unknown>).searchPage = 42;
    const parsed = parseAnswer(answer, 200);
    expect(parsed?.site?.searchPage).toBeUndefined();
    expect(parsed?.site?.name).toBe('Slagelse Intranet');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ part: 'site', path: 'site.searchPage', pageId: '1425' }),
      'backend field dropped',
    );
  });

  it('drops one bad menu item and keeps the rest', () => {
    vi.spyOn(log, 'warn');
    const answer = real() as { site: { navigation: { burger: unknown[] } } };
    answer.site.navigation.burger[1] = { url: 7 };
    const site = reshapeSite(parseAnswer(answer, 200)!.site, ctx);
    expect(site.burgerNav.map((n) => n.title)).toEqual([
      'Undervisning',
      'Arbejdsrum',
      'Nyheder',
      'Arrangementer',
      'Beskeder',
    ]);
  });
});

describe('content.alternates', () => {
  it('an answer with alternates that are not a list still renders, without alternates', () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const answer = parseAnswer(
      { meta: { code: 200 }, content: { id: 7, name: 'K', url: '/k/', alternates: 'en' } },
      200,
    );
    expect(answer?.content?.alternates).toEqual([]);
  });
});
