import { log, type CapturedWarning } from '../log.ts';
import type { Site } from '../types.ts';
import type { Page } from './page-model.ts';
import { parsePart, type PartIssue } from './lenient.ts';
import {
  rawContentSchema,
  rawEnvelopeSchema,
  rawSiteSchema,
  type RawContent,
  type RawEnvelope,
  type RawSite,
} from './schemas.ts';

/** A page call's answer after validation, part by part. */
export type BackendAnswer = Omit<RawEnvelope, 'site' | 'content' | 'navigation'> & {
  /** The HTTP status the backend answered with (`meta.code` is what counts). */
  httpStatus: number;
  /** Null when not asked for, absent, or unusable (then logged). */
  site: RawSite | null;
  content: RawContent | null;
  /** The project's own navigation object, `{}` by default; nothing in the app depends on it. */
  navigation: unknown;
  /**
   * What the app made of this answer, once: an answer from the micro-cache is the same object
   * for every request that reads it, so what is made of it travels with it (none of the backend's).
   */
  made?: AnswerMade;
};

/** What is made of one backend answer, kept with it (`BackendAnswer.made`). */
export type AnswerMade = {
  /** The digest of the text the answer was read from (client.ts `textDigestOf`). */
  textDigest?: string;
  /** The warnings logged while parsing and reshaping it, for the page inspector. */
  warnings?: CapturedWarning[];
  /** Its site and page in the app's types, by the page path they were shaped for (page.ts). */
  reshaped?: Map<string, { site: Site; page: Page | null }>;
};

/** What is made of `answer`, kept with it (made on first use). */
export const madeOf = (answer: BackendAnswer): AnswerMade => (answer.made ??= {});

const warn = (part: string, pageId: string | null, issues: PartIssue[]) => {
  for (const { path, problem } of issues) {
    log.warn(
      { part, path: path ? `${part}.${path}` : part, pageId, problem },
      'backend field dropped',
    );
  }
};

/**
 * Validates an answer part by part. Null only when the envelope itself is unusable (no numeric
 * `meta.code`). A part that is absent stays null silently; one that is present but unusable is
 * null with a warning; a malformed optional field inside a part is dropped with a warning.
 */
export function parseAnswer(json: unknown, httpStatus: number): BackendAnswer | null {
  const envelope = parsePart(rawEnvelopeSchema, json);
  if (!envelope.value) {
    const first = envelope.issues[0];
    log.error(
      { httpStatus, path: first?.path, problem: first?.problem },
      'backend answer has no usable meta.code',
    );
    return null;
  }
  const { site: rawSite, content: rawContent, ...rest } = envelope.value;
  const pageId = rest.pageId ?? null;
  warn('envelope', pageId, envelope.issues);
  const part = <T>(name: string, schema: Parameters<typeof parsePart>[0], raw: unknown) => {
    if (raw == null) return null;
    const parsed = parsePart(schema, raw);
    warn(name, pageId, parsed.issues);
    return parsed.value as T | null;
  };
  return {
    ...rest,
    httpStatus,
    site: part<RawSite>('site', rawSiteSchema, rawSite),
    content: part<RawContent>('content', rawContentSchema, rawContent),
    navigation: envelope.value.navigation,
  };
}
