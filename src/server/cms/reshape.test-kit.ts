import realAnswer from '#mocks/fixtures/real-answers/limbo-citi-front-page.json' with { type: 'json' };
import type { ReshapeContext } from './links.ts';

// What the adapter's tests (answer, reshape, links, blocks) share. Imported by tests only.

export const ctx: ReshapeContext = { mediaBase: 'https://media.k.dk' };

/** A fresh copy of the real recorded answer (Limbo citi front page), to change at will. */
export const real = () => structuredClone(realAnswer) as Record<string, unknown>;
