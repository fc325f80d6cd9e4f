import { describe, expect, it } from 'vitest';
import { layoutOf, templateMap } from './templates.ts';

describe('templates', () => {
  it('match without regard to case, with a configurable map', () => {
    expect(layoutOf('FrontPage')).toBe('content-page-layout');
    expect(layoutOf('listpage')).toBe('list-page-layout');
    expect(layoutOf('SEARCHPAGE')).toBe('search-page-layout');
    expect(layoutOf('SomethingElse')).toBe('fallback-layout');
    const map = templateMap({ JobListPage: 'list-page-layout' });
    expect(layoutOf('JobListPage', map)).toBe('list-page-layout');
  });
});
