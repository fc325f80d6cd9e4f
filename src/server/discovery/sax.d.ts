// The part of sax's API the sitemap reader uses (sax ships no types; it is installed with
// feed → xml-js). https://github.com/isaacs/sax-js
declare module 'sax' {
  export type QualifiedTag = {
    name: string;
    local: string;
    uri: string;
    prefix: string;
    isSelfClosing: boolean;
  };
  export type SAXOptions = {
    xmlns?: boolean;
    trim?: boolean;
    strictEntities?: boolean;
    position?: boolean;
  };
  export type SAXParser = {
    onopentag: (tag: QualifiedTag) => void;
    onclosetag: (name: string) => void;
    ontext: (text: string) => void;
    oncdata: (text: string) => void;
    ondoctype: (doctype: string) => void;
    onerror: (err: Error) => void;
    write(chunk: string): SAXParser;
    close(): SAXParser;
  };
  export function parser(strict: boolean, options?: SAXOptions): SAXParser;
  const sax: { parser: typeof parser };
  export default sax;
}
