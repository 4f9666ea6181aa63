import { DeleteOutlined } from '@ant-design/icons';
import { parseCardCodes } from '@bo/contract';
import { Alert, Button, Form, Input, Modal, Radio, Space, Switch, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fulfilment } from './formModel';

type Codes = Fulfilment['codes'];

/**
 * Card entries of one SKU (or of goods without SKUs): type, fixed or not, a table of unused entries and
 * an import box (one per line). A bad import line names its number and imports nothing.
 */
export function CardCodesModal({
  value,
  inventory,
  onSave,
  onClose,
}: {
  value: Fulfilment;
  inventory: number | null | undefined;
  /** The edited entries, and a new inventory when the person asked to match the entry count. */
  onSave: (value: Fulfilment, inventory?: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const c = (k: string, params?: Record<string, unknown>) => t(`goodForm.cardEditor.${k}`, params ?? {});
  const [codeType, setCodeType] = useState<0 | 1>(value.code_type ?? 0);
  const [fixed, setFixed] = useState<0 | 1>(value.is_fixed);
  const [codes, setCodes] = useState<Codes>(value.codes);
  const [text, setText] = useState('');
  const [importError, setImportError] = useState('');
  const [imported, setImported] = useState<number | null>(null);
  const [tab, setTab] = useState('table');
  const [newInventory, setNewInventory] = useState<number | undefined>(undefined);

  const runImport = () => {
    const parsed = parseCardCodes(text, codeType);
    if (!parsed.ok) {
      setImportError(c('badLine', { line: parsed.line }));
      setImported(null);
      return;
    }
    setImportError('');
    setCodes((list) => [...list, ...parsed.codes]);
    setImported(parsed.codes.length);
    setText('');
    setTab('table');
  };
  const update = (index: number, patch: Partial<Codes[number]>) =>
    setCodes((list) => list.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const currentInventory = newInventory ?? inventory ?? 0;

  return (
    <Modal
      open
      width={760}
      title={c('title')}
      onCancel={onClose}
      okText={c('done')}
      cancelText={t('resources.common.cancel')}
      onOk={() => {
        onSave({ ...value, code_type: codeType, is_fixed: fixed, codes }, newInventory);
        onClose();
      }}
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={c('codeType')}>
          <Radio.Group
            value={codeType}
            onChange={(e) => setCodeType(e.target.value)}
            options={[
              { value: 0, label: t('goods.codeTypes.0') },
              { value: 1, label: t('goods.codeTypes.1') },
            ]}
          />
        </Form.Item>
        <Form.Item label={c('fixed')} tooltip={c('fixedHelp')}>
          <Switch checked={fixed === 1} onChange={(on) => setFixed(on ? 1 : 0)} aria-label={c('fixed')} />
        </Form.Item>
      </Form>
      {value.used.length ? (
        <Typography.Paragraph type="secondary">
          {c('used', { count: value.used.length })}
        </Typography.Paragraph>
      ) : null}
      {fixed === 0 && codes.length !== currentInventory ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={c('inventoryHint')}
          action={
            <Button size="small" onClick={() => setNewInventory(codes.length)}>
              {c('setInventory', { count: codes.length })}
            </Button>
          }
        />
      ) : null}
      {imported !== null ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title={c('imported', { count: imported })}
        />
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'table',
            label: c('count', { count: codes.length }),
            children: (
              <>
                <Table
                  rowKey="row"
                  size="small"
                  dataSource={codes.map((entry, row) => ({ ...entry, row }))}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  columns={[
                    {
                      key: 'name',
                      title: c('name'),
                      render: (_, entry) => (
                        <Input
                          aria-label={c('name')}
                          value={entry.name}
                          onChange={(e) => update(entry.row, { name: e.target.value })}
                        />
                      ),
                    },
                    {
                      key: 'code',
                      title: c('code'),
                      render: (_, entry) => (
                        <Input
                          aria-label={c('code')}
                          value={entry.code}
                          onChange={(e) => update(entry.row, { code: e.target.value })}
                        />
                      ),
                    },
                    {
                      key: 'remove',
                      width: 48,
                      render: (_, entry) => (
                        <Button
                          type="text"
                          danger
                          aria-label={t('resources.common.remove')}
                          icon={<DeleteOutlined />}
                          onClick={() => setCodes((list) => list.filter((_e, j) => j !== entry.row))}
                        />
                      ),
                    },
                  ]}
                />
                <Button
                  style={{ marginTop: 8 }}
                  onClick={() => setCodes((list) => [...list, { name: '', code: '' }])}
                >
                  {c('add')}
                </Button>
              </>
            ),
          },
          {
            key: 'import',
            label: c('import'),
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{c('importHelp')}</Typography.Text>
                <Input.TextArea
                  aria-label={c('import')}
                  rows={8}
                  value={text}
                  status={importError ? 'error' : undefined}
                  onChange={(e) => {
                    setText(e.target.value);
                    setImportError('');
                  }}
                />
                {importError ? <Alert type="error" showIcon title={importError} /> : null}
                <Button type="primary" onClick={runImport} disabled={!text.trim()}>
                  {c('importButton')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
