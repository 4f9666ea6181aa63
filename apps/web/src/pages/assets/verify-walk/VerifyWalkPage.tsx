import { CloudUploadOutlined } from '@ant-design/icons';
import type { FormDetail, VerifyCheckLine, VerifyResult } from '@bo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Spin, Tag, Tooltip, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormDetail } from '../../../api/assetForms';
import { errorMessage } from '../../../api/errors';
import { usePermission } from '../../../auth/Permission';
import { CameraScanner } from './CameraScanner';
import { type CheckChoice, CheckPanel } from './CheckPanel';
import { isNetworkFailure } from './checkQueue';
import { codeFromLabel, lineOfCode } from './labelCode';
import { NotInCampaign } from './NotInCampaign';
import { sendCheck } from './sendCheck';
import { useCheckQueue } from './useCheckQueue';
import './walk.css';

/**
 * /verify/walk/:id: a running verification on a phone. The custodian scans an asset's label (or types its
 * code), sees the asset and taps what was found; results go straight to the server, or wait in an
 * offline queue until the network returns.
 */
export function VerifyWalkPage() {
  const id = Number(useParams().id);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const detail = useFormDetail('verify', Number.isInteger(id) && id > 0 ? id : null);
  const style = { background: token.colorBgLayout, color: token.colorText };
  if (!detail.data)
    return (
      <main className="walk-page" style={style}>
        {detail.error ? (
          <Alert type="error" showIcon title={errorMessage(detail.error, t('request.error'))} />
        ) : (
          <Spin />
        )}
      </main>
    );
  return (
    <main className="walk-page" style={style}>
      <Walk form={detail.data} />
    </main>
  );
}

function Walk({ form }: { form: FormDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const mayCheck = usePermission('VerifyEdit') && form.status === 'processing';
  const [typed, setTyped] = useState('');
  const [scan, setScan] = useState<{ code: string; n: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const queue = useCheckQueue((check, reason) =>
    message.error(t('walk.rejected', { code: check.code, reason }), 8),
  );

  // What waits in the queue counts as checked: progress is per line, however often it was scanned.
  const waiting = useMemo(() => {
    const byLine = new Map<number, VerifyResult>();
    for (const item of queue.items)
      if (item.form_id === form.id) byLine.set(item.line.line_id, item.line.result);
    return byLine;
  }, [queue.items, form.id]);
  const checked = form.lines.filter((l) => l.result !== null || waiting.has(l.id)).length;
  const line = scan ? lineOfCode(form.lines, scan.code) : undefined;

  const found = (text: string) => {
    const code = codeFromLabel(text);
    // The label still in view (or typed again) keeps the open asset as it is, remark and photo included.
    if (!code || scan?.code === code) return;
    // A short buzz tells the custodian the label was read without looking at the screen.
    navigator.vibrate?.(60);
    setScan({ code, n: (scan?.n ?? 0) + 1 });
  };

  const record = async (choice: CheckChoice) => {
    if (!line) return;
    const check: VerifyCheckLine = {
      line_id: line.id,
      result: choice.result,
      place_id: choice.result === 'moved' ? choice.place_id : null,
      // A new photo replaces the evidence; without one the line keeps what it had.
      evidence: choice.photo ? [] : line.evidence,
      remark: choice.remark,
    };
    const names = { code: line.code, result: t(`walk.results.${choice.result}`) };
    const later = async () => {
      await queue.add({ form_id: form.id, code: line.code, line: check, photo: choice.photo });
      message.warning(t('walk.queuedSaved', names));
    };
    setBusy(true);
    try {
      // Behind queued checks a new one waits its turn, so no line's results arrive out of order.
      if (!navigator.onLine || queue.items.length > 0) {
        await later();
        void queue.flush();
        return;
      }
      await sendCheck(form.id, check, choice.photo);
      message.success(t('walk.saved', names));
      await client.invalidateQueries({ queryKey: ['assetForms'] });
    } catch (error) {
      if (isNetworkFailure(error)) await later();
      else message.error(errorMessage(error, t('request.error')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <header className="walk-header">
        <h1>{t('walk.title', { number: form.number })}</h1>
        <div className="walk-counters">
          <Tag color="processing" data-testid="walk-progress">
            {t('walk.progress', { checked, total: form.lines.length })}
          </Tag>
          <Tooltip title={t('walk.queuedHint')}>
            <Tag
              color={queue.items.length > 0 ? 'warning' : 'default'}
              icon={<CloudUploadOutlined />}
              data-testid="walk-queue"
              data-count={queue.items.length}
            >
              {t('walk.queued', { count: queue.items.length })}
            </Tag>
          </Tooltip>
        </div>
      </header>
      {mayCheck ? null : <Alert type="warning" showIcon title={t('walk.notRunning')} />}
      <CameraScanner onCode={found} />
      <form
        className="walk-manual"
        onSubmit={(e) => {
          e.preventDefault();
          found(typed);
          setTyped('');
        }}
      >
        <Input
          size="large"
          aria-label={t('walk.manual.label')}
          placeholder={t('walk.manual.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Button size="large" htmlType="submit">
          {t('walk.manual.submit')}
        </Button>
      </form>
      {scan && !line ? <NotInCampaign key={scan.n} code={scan.code} /> : null}
      {scan && line ? (
        <CheckPanel
          key={`${line.id}-${scan.n}`}
          line={line}
          waiting={waiting.get(line.id) ?? null}
          busy={busy || !mayCheck}
          onCheck={record}
        />
      ) : null}
    </>
  );
}
