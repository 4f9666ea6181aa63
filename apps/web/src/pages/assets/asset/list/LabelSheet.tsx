import { PrinterOutlined } from '@ant-design/icons';
import type { AssetRow } from '@bo/contract';
import { Button, Modal, QRCode, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The label sizes on offer (millimetres), the common sizes of adhesive asset labels: the QR code takes
 * the label's height less a margin, the text the rest of its width.
 */
export const LABEL_SIZES = {
  small: { width: 50, height: 30, font: 8 },
  medium: { width: 70, height: 40, font: 10 },
  large: { width: 100, height: 60, font: 12 },
} as const;
export type LabelSize = keyof typeof LABEL_SIZES;
const SIZE_NAMES = Object.keys(LABEL_SIZES) as LabelSize[];
const PX_PER_MM = 96 / 25.4;
const qrMillimetres = (size: LabelSize) => LABEL_SIZES[size].height - 6;

// Printing shows the sheet alone, in the page flow: the app and the modal's frame are left out. Each
// label keeps its size in millimetres on paper, so a sheet of adhesive labels lines up. The sheet is
// paper in either colour mode: black on white on screen too.
const printCss = (size: LabelSize) => {
  const { width, height, font } = LABEL_SIZES[size];
  return `
.asset-label-sheet { display: flex; flex-wrap: wrap; gap: 2mm; background: #fff; color: #000; color-scheme: light; }
.asset-label { box-sizing: border-box; width: ${width}mm; height: ${height}mm; font-size: ${font}pt; line-height: 1.3;
  display: flex; gap: 2mm; align-items: center; padding: 2mm; border: 1px dashed #999; break-inside: avoid; overflow: hidden; }
.asset-label > div:last-child { min-width: 0; overflow: hidden; }
@media print {
  @page { margin: 8mm; }
  body > *:not(:has(.asset-label-sheet)) { display: none !important; }
  .ant-modal-mask, .ant-modal-header, .ant-modal-footer, .ant-modal-close { display: none !important; }
  .ant-modal-wrap, .ant-modal, .ant-modal-container, .ant-modal-content, .ant-modal-body {
    position: static !important; transform: none !important; width: auto !important; max-width: none !important;
    margin: 0 !important; padding: 0 !important; box-shadow: none !important; overflow: visible !important;
  }
  .asset-label { border-style: solid; }
}
`;
};

/** One label: the QR code of the asset code (SVG), the code, name, organization and place. */
function AssetLabel({ asset, size }: { asset: AssetRow; size: LabelSize }) {
  return (
    <div className="asset-label" data-testid="asset-label" data-size={size}>
      <QRCode
        type="svg"
        value={asset.code}
        size={Math.round(qrMillimetres(size) * PX_PER_MM)}
        bordered={false}
        color="#000000"
        bgColor="#ffffff"
        errorLevel="M"
        style={{ padding: 0, flex: 'none' }}
      />
      {/* Plain elements, so the text takes the label size's type size. */}
      <div>
        <strong style={{ fontFamily: 'monospace', display: 'block' }}>{asset.code}</strong>
        <div>{asset.name}</div>
        <div style={{ color: '#555' }}>{asset.organization_name}</div>
        {asset.place_name ? <div style={{ color: '#555' }}>{asset.place_name}</div> : null}
      </div>
    </div>
  );
}

/** The printable label sheet of the chosen assets, one label each, in the label size chosen. */
export function LabelSheet({ assets, onClose }: { assets: AssetRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<LabelSize>('medium');
  return (
    <Modal
      open
      title={`${t('assets.asset.labels.title')} · ${t('assets.asset.labels.count', { count: assets.length })}`}
      width={980}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Select<LabelSize>
            aria-label={t('assets.asset.labels.size')}
            value={size}
            onChange={setSize}
            style={{ width: 180 }}
            options={SIZE_NAMES.map((name) => ({
              value: name,
              label: t('assets.asset.labels.sizeOption', {
                name: t(`assets.asset.labels.sizes.${name}`),
                width: LABEL_SIZES[name].width,
                height: LABEL_SIZES[name].height,
              }),
            }))}
          />
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('assets.asset.labels.print')}
          </Button>
        </Space>
      }
    >
      <style>{printCss(size)}</style>
      <div className="asset-label-sheet">
        {assets.map((a) => (
          <AssetLabel key={a.id} asset={a} size={size} />
        ))}
      </div>
    </Modal>
  );
}
