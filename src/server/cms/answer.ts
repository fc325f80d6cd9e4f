import { log } from '../log.ts';
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
};

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
