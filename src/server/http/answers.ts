// Answers the pipeline holds as bytes or as parts, so that the steps on the way out read and
// change them without a stream or a Headers object (decisions 023, 036).

/**
 * Answers the pipeline already holds as bytes. A later step that needs the bytes (ETag,
 * compression, the page cache) or a new status takes them from here. Reading `body` of a
 * Response made from bytes would turn @hono/node-server's lightweight Response into a full one
 * with a stream, and the server could then no longer write the bytes in one go.
 */
const knownBodies = new WeakMap<Response, Uint8Array>();

/** A Response with `body`, remembered for {@link bodyBytes} and {@link withStatus}. */
export function bytesResponse(body: Uint8Array | null, init: ResponseInit): Response {
  const res = new Response(body as Uint8Array<ArrayBuffer> | null, init);
  if (body) knownBodies.set(res, body);
  return res;
}

/** Whether `res` has a body, without touching a body the pipeline holds as bytes. */
export function hasBody(res: Response): boolean {
  return knownBodies.has(res) || res.body !== null;
}

/** The body of `res` as bytes, without a stream when the pipeline made it from bytes. */
export async function bodyBytes(res: Response): Promise<Uint8Array> {
  return knownBodies.get(res) ?? new Uint8Array(await res.arrayBuffer());
}

/** `res` with another status and headers; the body stays as it is (bytes or stream). */
export function withStatus(res: Response, status: number, headers: Headers): Response {
  const known = knownBodies.get(res);
  return known
    ? bytesResponse(known, { status, headers })
    : new Response(res.body, { status, headers });
}

/** An answer's parts: its headers as a plain object, lower-case names, one value each. */
export type Answer = { status: number; headers: Record<string, string>; body: Uint8Array | null };

/**
 * Answers the pipeline made from their parts (`answerResponse`), by Response, for the steps on
 * the way out: they read and change the plain headers (`headerOf`, `setAnswerHeaders` in
 * response.ts) instead of making a Headers object, whose validation of every value (the
 * policy is 2 KB) cost about 0.1 ms per render (decision 023, addendum).
 */
const knownAnswers = new WeakMap<Response, Answer>();

/** The Response of an answer's parts. */
export function answerResponse(answer: Answer): Response {
  const { status, headers, body } = answer;
  // With a plain object, @hono/node-server hands the headers to Node as they are: no Headers
  // object is made (its validation cost a tenth of a cached answer, decision 023).
  const res = body
    ? bytesResponse(body, { status, headers })
    : new Response(null, { status, headers });
  knownAnswers.set(res, answer);
  // Whoever reads `headers` may change them there: the parts are then no longer the answer's.
  const proto = Object.getPrototypeOf(res) as object;
  Object.defineProperty(res, 'headers', {
    configurable: true,
    get() {
      knownAnswers.delete(res);
      return Reflect.get(proto, 'headers', res) as Headers;
    },
  });
  return res;
}

/** The parts of an answer made by `answerResponse` whose headers no one has taken since. */
export function partsOf(res: Response): Answer | undefined {
  return knownAnswers.get(res);
}

/** A header of an answer (lower-case name): from its parts when the pipeline holds them. */
export function headerOf(res: Response, name: string): string | null {
  const parts = knownAnswers.get(res);
  return parts ? (parts.headers[name] ?? null) : res.headers.get(name);
}
