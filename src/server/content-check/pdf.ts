import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// What the content check reads of a PDF (decision 044): whether it has a structure tree (is
// tagged) and names its language. Read with Mozilla's PDF.js (pdfjs-dist), which reads object
// streams, compressed cross-reference tables and broken files as a viewer does; a few bytes of
// regex over a PDF cannot. A hostile file must not hold the process: the bytes are bounded
// (MAX_DOCUMENT_BYTES), and the reading runs in a worker thread with its own memory limit, ended
// when its time is up, however busy PDF.js is.

export type PdfFacts = { tagged: boolean; language: string | null };

/** A document over this is `document-size`, and is never downloaded for reading. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** The most one PDF may take to be read. */
export const PDF_READ_TIMEOUT_MS = 5000;
/** The reading worker's heap. */
const WORKER_HEAP_MB = 128;

export class PdfReadError extends Error {
  constructor(
    readonly failure: 'timeout' | 'unreadable',
    message: string,
  ) {
    super(message);
    this.name = 'PdfReadError';
  }
}

/** `%PDF-` within the first 1024 bytes, as readers accept it. */
export const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-', 0, 'latin1');

/**
 * The worker: PDF.js's Node build (loaded once: it takes a second or two), reading one file per
 * message; the catalog's structure tree and language, nothing drawn.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const pdfjs = import(workerData.pdfjs);
parentPort.on('message', async ({ id, bytes }) => {
  try {
    const { getDocument } = await pdfjs;
    const task = getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
    try {
      const doc = await task.promise;
      const { info } = await doc.getMetadata();
      // A structure tree belongs to the document (the catalog's StructTreeRoot); PDF.js hands it
      // out per page, and gives null for every page of an untagged file.
      const tree = doc.numPages > 0 ? await (await doc.getPage(1)).getStructTree() : null;
      const language = typeof info.Language === 'string' ? info.Language.trim() : '';
      parentPort.postMessage({ id, tagged: tree !== null, language: language || null });
    } finally {
      await task.destroy();
    }
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

/** PDF.js's Node build, as a file URL the worker can import, found from here or the app root. */
function pdfjsUrl(): string {
  const entry = 'pdfjs-dist/legacy/build/pdf.mjs';
  for (const from of [import.meta.url, pathToFileURL(path.join(process.cwd(), 'package.json'))]) {
    try {
      return pathToFileURL(createRequire(from).resolve(entry)).href;
    } catch {
      // try the next place
    }
  }
  throw new PdfReadError('unreadable', 'pdfjs-dist is not installed');
}

/** What the worker read of one PDF, or why it could not. */
type Reading = { id: number } & ({ tagged: boolean; language: string | null } | { error: string });
type Reader = { worker: Worker; waiting: Map<number, (reading: Reading | Error) => void> };

/** The one reading worker, started on the first PDF and kept (unref'd) for the next ones. */
let reader: Reader | null = null;
let nextId = 0;

function startReader(): Reader {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfjs: pdfjsUrl() },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // Plain Node for the worker's script, whatever flags (loaders, --input-type) the process has.
    execArgv: [],
  });
  worker.unref();
  const started: Reader = { worker, waiting: new Map() };
  const failAll = (err: Error) => {
    if (reader === started) reader = null;
    for (const settle of started.waiting.values()) settle(err);
    started.waiting.clear();
  };
  worker.on('message', (reading: Reading) => {
    started.waiting.get(reading.id)?.(reading);
    started.waiting.delete(reading.id);
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', () => failAll(new Error('the reader stopped')));
  return started;
}

/** Whether PDF.js can be found here: an image built without node_modules has none. */
export function pdfReaderAvailable(): boolean {
  try {
    pdfjsUrl();
    return true;
  } catch {
    return false;
  }
}

/** Ends the reading worker (the end of a run): its memory goes, and nothing keeps the process. */
export async function closePdfReader(): Promise<void> {
  const current = reader;
  reader = null;
  await current?.worker.terminate();
}

export function pdfFacts(bytes: Uint8Array, timeoutMs = PDF_READ_TIMEOUT_MS): Promise<PdfFacts> {
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) {
    return Promise.reject(new PdfReadError('unreadable', `over ${MAX_DOCUMENT_BYTES} bytes`));
  }
  const current = (reader ??= startReader());
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A file PDF.js is stuck on: the worker goes, with whatever it was doing; the next file
      // gets a new one.
      current.waiting.delete(id);
      if (reader === current) reader = null;
      void current.worker.terminate();
      reject(new PdfReadError('timeout', `not read within ${timeoutMs} ms`));
    }, timeoutMs);
    current.waiting.set(id, (reading) => {
      clearTimeout(timer);
      if (reading instanceof Error) {
        reject(new PdfReadError('unreadable', reading.message.slice(0, 200)));
      } else if ('error' in reading) {
        reject(new PdfReadError('unreadable', reading.error.slice(0, 200)));
      } else {
        resolve({ tagged: reading.tagged === true, language: reading.language ?? null });
      }
    });
    current.worker.postMessage({ id, bytes: new Uint8Array(bytes) });
  });
}
