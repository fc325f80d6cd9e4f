// Decodes a React Flight payload (the RSC payload Waku sends, `/RSC/R/<path>.txt`) back into the
// element tree it was serialised from, with each client reference replaced by a component the
// caller names. bench/bare-waku uses it to render a mirror of the site's own tree: the same host
// elements, props and text, with stand-ins for the site's client components.
//
// It reads what React 19's Flight server writes for a finished, production render: model rows
// (`id:JSON`), client references (`id:I[…]`), text rows (`id:T<hex byte length>,<text>`) and
// hints (`:H…`, which the mirror's own Flight server emits again for the same `link` and `img`
// elements). Anything else (promises, streams, errors, server references) stops with an error
// rather than being guessed at.

export type FlightDecoding = {
  /** Makes an element, e.g. `(type, key, props) => jsx(type, props, key ?? undefined)`. */
  element: (type: unknown, key: string | null, props: Record<string, unknown>) => unknown;
  /** The component that stands in for a client reference, by its export name. */
  clientReference: (name: string, moduleId: string) => unknown;
};

type Row =
  | { kind: 'model'; json: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'module'; id: string; name: string };

const COLON = 0x3a;
const COMMA = 0x2c;
const NEWLINE = 0x0a;

/** A row tag is an upper-case letter, `#`, `r` or `x` (React's own test); otherwise it is JSON. */
const isTag = (byte: number) =>
  (byte >= 0x41 && byte <= 0x5a) || byte === 0x23 || byte === 0x72 || byte === 0x78;

function parseRows(payload: Uint8Array): Map<string, Row> {
  const bytes = Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
  const rows = new Map<string, Row>();
  let at = 0;
  while (at < bytes.length) {
    if (bytes[at] === NEWLINE) {
      at++;
      continue;
    }
    const colon = bytes.indexOf(COLON, at);
    if (colon < 0) throw new Error(`Flight payload: a row without an id at byte ${at}`);
    const id = bytes.toString('latin1', at, colon);
    const tag = bytes[colon + 1] ?? NEWLINE;
    if (tag === 0x54 /* T: text of a given length in bytes, no newline after it */) {
      const comma = bytes.indexOf(COMMA, colon + 2);
      const length = parseInt(bytes.toString('latin1', colon + 2, comma), 16);
      rows.set(id, { kind: 'text', text: bytes.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
      continue;
    }
    const newline = bytes.indexOf(NEWLINE, colon + 1);
    const end = newline < 0 ? bytes.length : newline;
    at = end + 1;
    if (!isTag(tag)) {
      rows.set(id, { kind: 'model', json: JSON.parse(bytes.toString('utf8', colon + 1, end)) });
      continue;
    }
    const data = bytes.toString('utf8', colon + 2, end);
    switch (tag) {
      case 0x49 /* I: [module id, chunks, export name, async?] */: {
        const [moduleId, , name] = JSON.parse(data) as [string, unknown, string];
        rows.set(id, { kind: 'module', id: moduleId, name });
        break;
      }
      case 0x48 /* H: a hint, emitted again by the mirror's own elements */:
      case 0x44 /* D: debug info */:
      case 0x4e /* N: time origin */:
      case 0x57 /* W: a console call replayed */:
        break;
      default:
        throw new Error(
          `Flight payload: row ${id} has tag ${String.fromCharCode(tag)}, which the mirror does not decode: ${data.slice(0, 120)}`,
        );
    }
  }
  return rows;
}

/** The payload's root model (row 0) as values and elements. */
export function decodeFlightRows(payload: string | Uint8Array, decoding: FlightDecoding): unknown {
  const rows = parseRows(typeof payload === 'string' ? Buffer.from(payload) : payload);
  const resolved = new Map<string, unknown>();
  const resolving = new Set<string>();

  function row(id: string): unknown {
    if (resolved.has(id)) return resolved.get(id);
    const found = rows.get(id);
    if (!found) throw new Error(`Flight payload: no row ${id}`);
    if (resolving.has(id)) throw new Error(`Flight payload: row ${id} refers to itself`);
    resolving.add(id);
    const value =
      found.kind === 'text'
        ? found.text
        : found.kind === 'module'
          ? decoding.clientReference(found.name, found.id)
          : model(found.json);
    resolving.delete(id);
    resolved.set(id, value);
    return value;
  }

  /** `$<id>` or `$<id>:key:key`: a row, or a value inside one. */
  function reference(text: string): unknown {
    const [id = '', ...path] = text.split(':');
    let value = row(id);
    for (const key of path) value = (value as Record<string, unknown>)[key];
    return value;
  }

  function special(text: string): unknown {
    if (text === '$undefined') return undefined;
    if (text === '$Infinity') return Infinity;
    if (text === '$-Infinity') return -Infinity;
    if (text === '$NaN') return NaN;
    if (text === '$-0') return -0;
    switch (text[1]) {
      case '$':
        return text.slice(1);
      case 'L':
        return reference(text.slice(2));
      case 'S':
        return Symbol.for(text.slice(2));
      case 'D':
        return new Date(text.slice(2));
      case 'n':
        return BigInt(text.slice(2));
    }
    if (/^\$[0-9a-f]+(?::|$)/.test(text)) return reference(text.slice(1));
    throw new Error(`Flight payload: the mirror does not decode the value ${text.slice(0, 40)}`);
  }

  function model(json: unknown): unknown {
    if (typeof json === 'string') return json.startsWith('$') ? special(json) : json;
    if (Array.isArray(json)) {
      // ["$", type, key, props, …debug fields]: an element.
      if (json[0] === '$') {
        const [, type, key, props] = json as [string, unknown, string | null, unknown];
        return decoding.element(model(type), key, model(props) as Record<string, unknown>);
      }
      return json.map(model);
    }
    if (json !== null && typeof json === 'object') {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(json)) {
        // A prop the site passed as `undefined` stays a key, so the mirror's Flight server writes
        // it again as the site's did (defineProperty: a `__proto__` key is a key too).
        Object.defineProperty(out, name, {
          value: model(field),
          writable: true,
          enumerable: true,
          configurable: true,
        });
      }
      return out;
    }
    return json;
  }

  return row('0');
}
