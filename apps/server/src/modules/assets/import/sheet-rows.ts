import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { Cell, SheetRow } from './read-sheet.js';

/**
 * The rows of a rows file written by the parse worker (one JSON array `[line, cells]` a line), streamed:
 * the file is read in chunks of about a hundred rows, and the event loop turns between chunks.
 * `onProgress` gets the share read.
 */
const CHUNK_BYTES = 16 * 1024;

export async function* sheetRows(
  file: string,
  onProgress?: (share: number) => void,
): AsyncGenerator<SheetRow> {
  const { size } = await fs.promises.stat(file);
  const decoder = new StringDecoder('utf8');
  let read = 0;
  let rest = '';
  for await (const chunk of fs.createReadStream(file, {
    highWaterMark: CHUNK_BYTES,
  }) as AsyncIterable<Buffer>) {
    read += chunk.length;
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line) yield rowOf(line);
    onProgress?.(size > 0 ? read / size : 1);
  }
  rest += decoder.end();
  if (rest) yield rowOf(rest);
}

function rowOf(line: string): SheetRow {
  const [number, cells] = JSON.parse(line) as [number, Cell[]];
  return { line: number, cells };
}
