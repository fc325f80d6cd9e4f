// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderStatic } from '#src/components/dom.test-kit.tsx';
import { typeScale } from '#src/styles/typography.ts';
import { TypeScale } from './TypeScale.tsx';

describe('TypeScale', () => {
  it('shows every step of the scale in rem and px', () => {
    const text = renderStatic(<TypeScale />).container.textContent;
    for (const step of Object.values(typeScale)) expect(text).toContain(`(${step.name})`);
    expect(text).toContain('1,125 rem (18 px)');
    expect(text).toContain('0,9375 rem (15 px)');
  });
});
