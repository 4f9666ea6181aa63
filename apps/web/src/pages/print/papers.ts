import type { FormKind } from '@bo/contract';
import { useSearchParams } from 'react-router';

/**
 * The papers a sheet prints on: the CSS page size and margins, the sheet's width on screen and its type
 * size. A thermal roll is 80 mm wide with about 72 mm printable; its length is the printer's, so each
 * page is given the length of an A4 sheet and the printer cuts where the text ends.
 */
export const PAPERS = {
  a4: { size: 'A4', margin: '12mm', width: '210mm', fontSize: '12px' },
  thermal80: { size: '80mm 297mm', margin: '3mm', width: '80mm', fontSize: '11px' },
} as const;
export type Paper = keyof typeof PAPERS;

const isPaper = (value: string | null): value is Paper => value !== null && Object.hasOwn(PAPERS, value);

/** Most records one print page reads (each is one request for its detail). */
export const MAX_PRINT_RECORDS = 100;

/** The ids of `?ids=1,2,3`: positive whole numbers, each once, in the order given. */
export function parseIds(value: string | null): number[] {
  const ids = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,15}$/.test(part))
    .map(Number);
  return [...new Set(ids)];
}

/** The paper of `?paper=`, kept in the address so a reload prints on the same paper. */
export function usePaper(papers: readonly Paper[]): [Paper, (paper: Paper) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('paper');
  const paper = isPaper(asked) && papers.includes(asked) ? asked : (papers[0] ?? 'a4');
  const choose = (next: Paper) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('paper', next);
        return copy;
      },
      { replace: true },
    );
  return [paper, choose];
}

export type OrderDocument = 'slip' | 'picking';

/** The addresses of the print pages, for the buttons that open them. */
export const printPaths = {
  orders: (ids: readonly number[], doc: OrderDocument, paper: Paper = 'a4') =>
    `/print/orders?${new URLSearchParams({ ids: ids.join(','), doc, paper })}`,
  form: (kind: FormKind, id: number) => `/print/form/${kind}/${id}`,
};

/** Opens a print page in a tab of its own, so the list or detail it came from stays as it was. */
export function openPrint(path: string): void {
  window.open(path, '_blank', 'noopener');
}
