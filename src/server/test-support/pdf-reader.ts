import { createRequire } from 'node:module';

// Outside readers of the PDFs the site writes (docs/architecture.md#testing): Mozilla's pdf.js (the legacy build,
// which runs on Node 20) extracts the text as a viewer would, and qpdf (compiled to WebAssembly) checks the
// file's structure as `qpdf --check` does.

/** The text of each page, one string per text run pdf.js finds, and the document's info dictionary. */
export async function readPdf(bytes: Buffer): Promise<{ pages: string[][]; info: Record<string, unknown> }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const pages: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() ? [item.str] : [])));
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}

/** The page sizes in points, width by height. */
export async function pdfPageSizes(bytes: Buffer): Promise<[number, number][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const sizes: [number, number][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const [x0, y0, x1, y1] = (await document.getPage(number)).view as [number, number, number, number];
      sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
    }
    return sizes;
  } finally {
    await document.destroy();
  }
}

const require = createRequire(import.meta.url);

/** `qpdf --check` on the bytes: its exit status (0 clean, 2 errors, 3 warnings) and what it printed. */
export async function qpdfCheck(bytes: Buffer): Promise<{ status: number; output: string }> {
  const { default: createModule } = await import('@neslinesli93/qpdf-wasm');
  // The package's types name only locateFile; the Emscripten module takes the usual options.
  const create = createModule as unknown as (options: Record<string, unknown>) => Promise<{
    callMain: (args: string[]) => number;
    FS: { writeFile: (path: string, data: Uint8Array) => void };
  }>;
  const qpdf = await create({
    locateFile: () => require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'),
    noInitialRun: true,
  });
  qpdf.FS.writeFile('/input.pdf', bytes);
  // This build writes through console.log and console.error whatever print option it is given.
  let output = '';
  const { log, error: logError } = console;
  console.log = console.error = (...parts: unknown[]) => (output += `${parts.join(' ')}\n`);
  let status: number;
  try {
    status = qpdf.callMain(['--check', '/input.pdf']);
  } catch (error) {
    // Emscripten ends a non-zero exit by throwing its ExitStatus.
    status = (error as { status?: number }).status ?? 2;
  } finally {
    console.log = log;
    console.error = logError;
  }
  return { status, output };
}
