import { type Block, formatDateTime, normalizeLang } from '@bo/contract';
import { Alert, Button, Col, Popconfirm, Row, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { feedback } from '../../../api/feedback';
import { usePageDesign, useSavePageDesign } from '../../../api/pageDesign';
import { usePermission } from '../../../auth/Permission';
import { BlockCanvas } from './BlockCanvas';
import { BlockPalette } from './BlockPalette';
import { errorsByBlock, validateBlocks } from './blocks';
import { clearDraft, type Draft, readDraft, useUnsavedGuard } from './draft';
import { PhonePreview } from './preview/PhonePreview';
import { BlockSettings } from './settings/BlockSettings';
import { useLayoutEditor } from './useLayoutEditor';

/** PageDesignDetail: the storefront home layout editor (palette, canvas, settings, live preview). */
export function PageDesignDetailPage() {
  const { t, i18n } = useTranslation();
  // Field names and dates in a built-in language: English for an added one.
  const lang = normalizeLang(i18n.language);
  const canEdit = usePermission('PageDesignEdit');
  const design = usePageDesign();
  const save = useSavePageDesign();
  const editor = useLayoutEditor();
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ blocks: Block[]; messages: Record<string, string> }>();
  const [stale, setStale] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const data = design.data;

  // A newly loaded or saved version becomes the baseline; a kept draft of that version is offered back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload only when the saved version changes
  useEffect(() => {
    if (!data) return;
    editor.load(data.layout.blocks);
    // Offered only when it was made from this version and still differs from it.
    const kept = readDraft();
    const useful =
      kept?.version === data.version && JSON.stringify(kept.blocks) !== JSON.stringify(data.layout.blocks);
    setDraft(useful ? kept : null);
    if (kept && !useful) clearDraft();
  }, [data?.version]);

  useUnsavedGuard(editor.dirty, data?.version, editor.blocks);

  const clientErrors = useMemo(
    () => (checked ? validateBlocks(editor.blocks, lang, (k, p) => t(k, p)) : {}),
    [checked, editor.blocks, lang, t],
  );
  const errors = useMemo(() => {
    const own = errorsByBlock(editor.blocks, clientErrors);
    if (!serverErrors) return own;
    // A server message stays on its block until that block is edited.
    const fromServer = errorsByBlock(serverErrors.blocks, serverErrors.messages);
    for (const block of editor.blocks) {
      const sent = serverErrors.blocks.find((b) => b.id === block.id);
      if (sent === block && fromServer[block.id])
        own[block.id] = { ...fromServer[block.id], ...own[block.id] };
    }
    return own;
  }, [editor.blocks, clientErrors, serverErrors]);

  const onSave = async () => {
    if (!data) return;
    setChecked(true);
    if (Object.keys(validateBlocks(editor.blocks, lang, (k, p) => t(k, p))).length > 0) {
      feedback().message.error(t('design.hasErrors'));
      return;
    }
    const sent = editor.blocks;
    try {
      await save.mutateAsync({ layout: { blocks: sent }, version: data.version });
      clearDraft();
      setServerErrors(undefined);
      setChecked(false);
      setStale(null);
      feedback().message.success(t('design.saved'));
    } catch (error) {
      if (isApiError(error) && error.status === 40900) setStale(error.message);
      else if (isApiError(error) && Object.keys(error.errors).length > 0) {
        const messages = Object.fromEntries(
          Object.entries(error.errors).map(([path, list]) => [path, list[0] ?? '']),
        );
        setServerErrors({ blocks: sent, messages });
      }
      if (isApiError(error)) feedback().message.error(error.message);
    }
  };

  const loadLatest = async () => {
    setStale(null);
    clearDraft();
    const latest = await design.refetch();
    if (latest.data) editor.load(latest.data.layout.blocks);
  };

  if (design.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (design.isError || !data)
    return (
      <Alert
        type="error"
        title={t('resources.common.loadError')}
        action={<Button onClick={() => design.refetch()}>{t('resources.common.retry')}</Button>}
      />
    );

  const readOnly = !canEdit;
  const saveBlocked = readOnly ? t('design.readOnly') : !editor.dirty ? t('design.unchanged') : null;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Row justify="space-between" align="middle" gutter={[8, 8]}>
        <Col>
          <Space wrap>
            <Typography.Text type="secondary">
              {data.updated_at
                ? t('design.version', {
                    version: data.version,
                    by: data.updated_by ?? '—',
                    time: formatDateTime(data.updated_at),
                  })
                : t('design.neverSaved')}
            </Typography.Text>
            {editor.dirty ? <Tag color="warning">{t('design.unsaved')}</Tag> : null}
          </Space>
        </Col>
        <Col>
          <Space>
            <Popconfirm
              title={t('design.discardConfirm')}
              onConfirm={() => {
                clearDraft();
                editor.load(editor.saved);
              }}
              disabled={!editor.dirty}
            >
              <Button disabled={!editor.dirty}>{t('design.discard')}</Button>
            </Popconfirm>
            <Tooltip title={saveBlocked}>
              <Button
                type="primary"
                onClick={onSave}
                loading={save.isPending}
                disabled={saveBlocked !== null}
              >
                {t('design.save')}
              </Button>
            </Tooltip>
          </Space>
        </Col>
      </Row>
      {readOnly ? <Alert type="info" showIcon title={t('design.readOnly')} /> : null}
      {stale ? (
        <Alert
          type="warning"
          showIcon
          title={t('design.stale')}
          description={stale}
          action={<Button onClick={loadLatest}>{t('design.loadLatest')}</Button>}
        />
      ) : null}
      {draft && !readOnly ? (
        <Alert
          type="info"
          showIcon
          title={t('design.draftFound', { time: formatDateTime(draft.at) })}
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  editor.restore(draft.blocks);
                  setDraft(null);
                }}
              >
                {t('design.restoreDraft')}
              </Button>
              <Button
                size="small"
                onClick={() => {
                  clearDraft();
                  setDraft(null);
                }}
              >
                {t('design.dropDraft')}
              </Button>
            </Space>
          }
        />
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={6} xl={4}>
          <BlockPalette disabled={readOnly} full={editor.full} onAdd={(type) => editor.add(type)} />
        </Col>
        <Col xs={24} md={18} xl={7}>
          <BlockCanvas
            blocks={editor.blocks}
            selectedId={editor.selectedId}
            errors={errors}
            readOnly={readOnly}
            full={editor.full}
            onSelect={editor.select}
            onMove={editor.move}
            onAdd={(type, at) => editor.add(type, at)}
            onRemove={editor.remove}
          />
        </Col>
        <Col xs={24} md={12} xl={6}>
          <BlockSettings
            block={editor.selected}
            errors={editor.selected ? (errors[editor.selected.id] ?? {}) : {}}
            disabled={readOnly}
            onChange={editor.update}
          />
        </Col>
        <Col xs={24} md={12} xl={7}>
          <PhonePreview blocks={editor.blocks} selectedId={editor.selectedId} onSelect={editor.select} />
        </Col>
      </Row>
    </Space>
  );
}
