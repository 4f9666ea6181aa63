import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One page of a PDF: its size in points (1/72 inch) and its text, without the spaces between runs. */
export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

/** Millimetres in points, for comparing a page's size with a paper's. */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/**
 * Text as a PDF reader gets it back: fonts may map a character to its compatibility form (文 as the
 * radical ⽂, "，" as ","), and runs come without the spaces between them. Expected text goes through
 * the same, so a test can name it as typed.
 */
export const asPrinted = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/** The pages of a PDF as a reader would get them: the text a viewer would select, page by page. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const task = getDocument({ data: new Uint8Array(bytes) });
  const pdf = await task.promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const text = asPrinted(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
    pages.push({ width, height, text });
  }
  await task.destroy();
  return pages;
}
