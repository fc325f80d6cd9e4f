import { hash } from 'node:crypto';
import { isValidElement, type ReactElement } from 'react';

// The key of a prerendered fragment, taken from the element it renders: its component and every
// prop, all the way down. Nothing is listed by hand, so nothing can be forgotten (issue 25).

/** Functions (components, a translator) by identity: the same function, the same id. */
const functionIds = new WeakMap<object, number>(); // a function has no value to key by but itself
let nextFunctionId = 0;
const idOf = (fn: object) => {
  let id = functionIds.get(fn);
  if (id === undefined) functionIds.set(fn, (id = ++nextFunctionId));
  return id;
};

/** A value this key cannot tell apart from another (a Map, a class instance): not kept. */
class Unkeyable extends Error {}

/**
 * Long digests, hashed, kept per object: answers (a site, a block) are never changed in place.
 * A short one is made again when asked (it is cheaper than a WeakMap entry for each object
 * made for one render: 26 against 30 µs for the content page's nine keys in a loop).
 */
const digests = new WeakMap<object, string>(); // a site's menus are hashed once, not per render

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}

function typeOf(type: unknown): string {
  return typeof type === 'string' ? type : `f${idOf(type as object)}`;
}

/** An element: its type, key and props (made anew each render, so not kept). */
function elementDigest(element: ReactElement): string {
  return `<${typeOf(element.type)}#${element.key ?? ''} ${propsDigest(element.props as object)}>`;
}

/**
 * Props in their own order: the same code makes them in the same order, and another order only
 * makes another key (a second copy), never a wrong one.
 */
function propsDigest(props: object): string {
  let digest = '';
  for (const name in props)
    digest += `${name}=${digestOf((props as Record<string, unknown>)[name])} `;
  return digest;
}

function digestOf(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'function') return `f${idOf(value)}`;
    if (typeof value === 'symbol' || typeof value === 'bigint') throw new Unkeyable();
    return JSON.stringify(value);
  }
  if (isValidElement(value)) return elementDigest(value);
  let digest = digests.get(value);
  if (digest === undefined) {
    if (value instanceof Date) digest = `d${value.getTime()}`;
    else if (!isPlain(value)) throw new Unkeyable();
    else {
      const json = Array.isArray(value)
        ? `[${value.map(digestOf).join(',')}]`
        : `{${propsDigest(value)}}`;
      // A long one (a site with its menus) is hashed, once per object.
      if (json.length <= 512) return json;
      digest = hash('sha256', json, 'base64url');
    }
    digests.set(value, digest);
  }
  return digest;
}

/**
 * The key of `element` rendered as the fragment `name`: the same key exactly when the component
 * and every prop are the same (data by value, functions by identity). Null when a prop holds
 * something it cannot compare (a Map, a class instance): such a fragment is rendered as usual.
 */
export function fragmentKey(name: string, element: ReactElement): string | null {
  try {
    return `${name}|${elementDigest(element)}`;
  } catch (error) {
    if (error instanceof Unkeyable) return null;
    throw error;
  }
}
