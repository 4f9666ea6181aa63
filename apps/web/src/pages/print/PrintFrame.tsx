import { PrinterOutlined } from '@ant-design/icons';
import { formatDateTime } from '@bo/contract';
import { Button, Select, Space } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/LoadState';
import { PAPERS, type Paper } from './papers';

/**
 * The sheet's own print rules: the page size and margins of the chosen paper, the screen toolbar left
 * out, every document on pages of its own, and plain bordered tables that print the same in every browser.
 */
function printCss(paper: Paper): string {
  const { size, margin, width, fontSize } = PAPERS[paper];
  return `
@page { size: ${size}; margin: ${margin}; }
.print-frame { background: #f0f0f0; min-height: 100vh; padding: 16px 0; color: #000; }
.print-sheet { background: #fff; width: ${width}; margin: 0 auto; padding: ${margin}; font-size: ${fontSize}; line-height: 1.45; }
.print-doc + .print-doc { break-before: page; margin-top: 24px; padding-top: 24px; border-top: 1px dashed #bbb; }
.print-doc h1 { font-size: 1.5em; text-align: center; margin: 0 0 8px; }
.print-doc h2 { font-size: 1.15em; margin: 12px 0 4px; }
.print-doc table { width: 100%; border-collapse: collapse; margin: 4px 0; }
.print-doc th, .print-doc td { border: 1px solid #000; padding: 2px 4px; text-align: left; vertical-align: top; word-break: break-all; }
.print-doc th { background: #f2f2f2; }
.print-doc td.num, .print-doc th.num { text-align: right; white-space: nowrap; }
.print-doc dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px; margin: 4px 0; }
.print-doc dt { font-weight: 600; }
.print-doc dd { margin: 0; }
.print-doc .signatures { display: flex; flex-wrap: wrap; gap: 8px 24px; margin-top: 16px; }
.print-doc .signatures div { flex: 1 1 40%; border-bottom: 1px solid #000; padding-top: 24px; min-width: 30mm; }
.print-doc .meta { color: #555; font-size: 0.85em; }
.print-toolbar { width: ${width}; margin: 0 auto 12px; }
@media print {
  .print-frame { background: none; padding: 0; min-height: 0; }
  .print-sheet { width: auto; padding: 0; margin: 0; }
  .print-toolbar { display: none !important; }
  /* A prompt or a notice the app shows over the page is not part of the document. */
  .ant-modal-root, .ant-message, .ant-notification { display: none !important; }
  .print-doc + .print-doc { margin-top: 0; padding-top: 0; border-top: none; }
  .print-doc th { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
}

interface PrintFrameProps {
  /** The document's title, which a saved PDF is named after. */
  title: string;
  paper: Paper;
  /** The papers the sheet may be printed on; the choice is offered when there are several. */
  papers: readonly Paper[];
  onPaper: (paper: Paper) => void;
  /** The data the sheet is drawn from: a spinner while it loads, the server's reason when it fails. */
  query: { isError: boolean; error: unknown; refetch: () => unknown; isPending: boolean };
  children: ReactNode;
}

/**
 * A print page: plain HTML on the chosen paper, with a toolbar on screen (paper, print) that is left out
 * of the print. The page prints only once its data is there.
 */
export function PrintFrame({ title, paper, papers, onPaper, query, children }: PrintFrameProps) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title;
  }, [title]);
  const ready = !query.isPending && !query.isError;
  return (
    <div className="print-frame" data-paper={paper}>
      <style>{printCss(paper)}</style>
      <Space className="print-toolbar">
        {papers.length > 1 ? (
          <Select<Paper>
            aria-label={t('print.paper')}
            value={paper}
            onChange={onPaper}
            style={{ width: 160 }}
            options={papers.map((p) => ({ value: p, label: t(`print.papers.${p}`) }))}
          />
        ) : null}
        <Button type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </Space>
      <main className="print-sheet">
        {ready ? children : <LoadState query={query} />}
        {ready ? <p className="meta">{t('print.printedAt', { time: formatDateTime(new Date()) })}</p> : null}
      </main>
    </div>
  );
}
