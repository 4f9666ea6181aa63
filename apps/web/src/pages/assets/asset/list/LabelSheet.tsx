import { PrinterOutlined } from '@ant-design/icons';
import type { AssetRow } from '@bo/contract';
import { Button, Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

// Printing shows the sheet alone, in the page flow: the app and the modal's frame are left out.
const PRINT_CSS = `
.asset-label-sheet { display: grid; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr)); gap: 12px; }
.asset-label { display: flex; gap: 12px; align-items: center; padding: 8px; border: 1px dashed #999; break-inside: avoid; }
@media print {
  body > *:not(:has(.asset-label-sheet)) { display: none !important; }
  .ant-modal-mask, .ant-modal-header, .ant-modal-footer, .ant-modal-close { display: none !important; }
  .ant-modal-wrap, .ant-modal, .ant-modal-container, .ant-modal-content, .ant-modal-body {
    position: static !important; transform: none !important; width: auto !important; max-width: none !important;
    margin: 0 !important; padding: 0 !important; box-shadow: none !important; overflow: visible !important;
  }
  .asset-label { border-style: solid; }
}
`;

/** One label: the QR code of the asset code (SVG), the code, name, organization and place. */
function AssetLabel({ asset }: { asset: AssetRow }) {
  return (
    <div className="asset-label" data-testid="asset-label">
      <QRCode type="svg" value={asset.code} size={96} bordered={false} errorLevel="M" />
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ fontFamily: 'monospace', display: 'block' }}>
          {asset.code}
        </Typography.Text>
        <div>{asset.name}</div>
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {asset.organization_name}
        </Typography.Text>
        {asset.place_name ? <Typography.Text type="secondary">{asset.place_name}</Typography.Text> : null}
      </div>
    </div>
  );
}

/** The printable label sheet of the chosen assets, one label each. */
export function LabelSheet({ assets, onClose }: { assets: AssetRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={`${t('assets.asset.labels.title')} · ${t('assets.asset.labels.count', { count: assets.length })}`}
      width={980}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('assets.asset.labels.print')}
        </Button>
      }
    >
      <style>{PRINT_CSS}</style>
      <div className="asset-label-sheet">
        {assets.map((a) => (
          <AssetLabel key={a.id} asset={a} />
        ))}
      </div>
    </Modal>
  );
}
