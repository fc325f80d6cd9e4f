import { Fragment, type ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { decodeFlightRows, type FlightDecoding } from './flight-rows.ts';

// bench/bare-waku renders the site's RSC payload through this decoder (the mirror of the site's
// own tree). The rows below have the shapes React 19's Flight server writes for the site's pages:
// module rows, hints, lazy rows, text rows measured in UTF-8 bytes, `$undefined` props.

const text = '<p>Ærø – “åbent”</p>\nanden linje';
const textRow = `4:T${Buffer.byteLength(text).toString(16)},${text}`;
const payload = [
  '2:I["12d21683b98f",[],"Greeting",1]',
  ':HL["/assets/a.css","stylesheet",{"crossOrigin":"anonymous"}]',
  '0:{"root":"$L1","page:/[...page]":"$L3","ROUTE":["/en/contact",""]}',
  '1:["$","html",null,{"lang":"en","children":["$","body",null,{"children":["$","$L2",null,{"name":"$$5 off","missing":"$undefined"}]}]}]',
  `3:["$","$Sreact.fragment",null,{"children":[["$","div","k1",{"dangerouslySetInnerHTML":{"__html":"$4"}}],["$","p","k2",{"children":"$5:props:children"}]]}]\n${textRow}5:["$","span",null,{"children":"shared"}]`,
  '',
].join('\n');

function Greeting(props: { name: string; missing?: string }) {
  return jsx('b', { 'data-keys': Object.keys(props).join(','), children: `Hi ${props.name}` });
}

const decoding: FlightDecoding = {
  element: (type, key, props) => jsx(type as never, props, key ?? undefined),
  clientReference: (name) => ({ Greeting })[name],
};

describe('decodeFlightRows, the mirror of the site’s tree', () => {
  it('gives back the elements, text rows and client components the payload holds', () => {
    const model = decodeFlightRows(payload, decoding) as Record<string, ReactNode>;
    expect(model.ROUTE).toEqual(['/en/contact', '']);
    expect(renderToString(model.root)).toBe(
      '<html lang="en"><head></head><body><b data-keys="name,missing">Hi $5 off</b></body></html>',
    );
    // The text row's length is in bytes: the multi-byte characters and its newline stay whole,
    // and the row after it is read.
    expect(renderToString(model['page:/[...page]'])).toBe(`<div>${text}</div><p>shared</p>`);
  });

  it('keeps a prop the site passed as undefined as a key, so Flight writes it again', () => {
    const model = decodeFlightRows(payload, {
      ...decoding,
      element: (type, key, props) => ({ type, key, props }),
    }) as { root: { props: { children: { props: { children: { props: object } } } } } };
    const greeting = model.root.props.children.props.children;
    expect(greeting.props).toHaveProperty('missing', undefined);
  });

  it('makes one object of a row however often it is referred to', () => {
    const twice = '0:["$1","$1","$L1"]\n1:{"a":1}\n';
    const [a, b, c] = decodeFlightRows(twice, decoding) as unknown[];
    expect(a).toEqual({ a: 1 });
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('uses the stand-in the caller gives for each client reference', () => {
    const names: string[] = [];
    decodeFlightRows(payload, {
      ...decoding,
      clientReference: (name, id) => (names.push(`${name}@${id}`), Fragment),
    });
    expect(names).toEqual(['Greeting@12d21683b98f']);
  });

  it('stops on what it does not decode rather than guess', () => {
    expect(() => decodeFlightRows('0:"$@1"\n', decoding)).toThrow(/does not decode the value/);
    expect(() => decodeFlightRows('1:E{"message":"x"}\n0:"$1"\n', decoding)).toThrow(/tag E/);
    expect(() => decodeFlightRows('0:"$1"\n', decoding)).toThrow(/no row 1/);
    expect(() => decodeFlightRows('0:"$L0"\n', decoding)).toThrow(/refers to itself/);
  });
});
