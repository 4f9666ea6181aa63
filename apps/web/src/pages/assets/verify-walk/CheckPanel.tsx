import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import type { FormLine, VerifyResult } from '@bo/contract';
import { ASSET_VIEW_PERMISSION, type AssetDetail } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Image, Input, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import { usePermission } from '../../../auth/Permission';
import { PlacePicker } from '../asset/shared/pickers';

/** The asset lists whose holders may open an asset's detail (and so see its picture). */
const ASSET_READERS = Object.values(ASSET_VIEW_PERMISSION);

export interface CheckChoice {
  result: VerifyResult;
  place_id: number | null;
  remark: string;
  photo: File | null;
}

/** The buttons in the order a custodian meets the cases: most assets are simply there. */
const WALK_RESULTS = ['found', 'damaged', 'moved', 'missing'] as const satisfies readonly VerifyResult[];

const RESULT_BUTTON = {
  found: { type: 'primary', danger: false },
  damaged: { type: 'default', danger: true },
  moved: { type: 'default', danger: false },
  missing: { type: 'primary', danger: true },
} as const;

/**
 * The asset's first photo, for a holder of an asset list (others see the line's text alone). Silent:
 * a picture that cannot load (offline, out of scope) is simply not shown.
 */
function AssetPicture({ assetId }: { assetId: number }) {
  const readable = usePermission(ASSET_READERS);
  const detail = useQuery({
    queryKey: ['assets', 'walkPicture', assetId],
    queryFn: () => request<AssetDetail>('assets/detail', { params: { id: assetId }, silent: true }),
    enabled: readable,
    retry: false,
  });
  const photo = detail.data?.attachments.find((a) => a.group === 'photo')?.url;
  return photo ? <Image src={photo} width={96} height={96} style={{ objectFit: 'cover' }} alt="" /> : null;
}

/**
 * The scanned asset and what the custodian found: four big buttons (moved asks for the place first),
 * a remark and a photo taken on the spot. A line already checked shows its result and may be changed.
 */
export function CheckPanel({
  line,
  waiting,
  busy,
  onCheck,
}: {
  line: FormLine;
  /** The result still waiting in the offline queue, newer than the line's. */
  waiting: VerifyResult | null;
  busy: boolean;
  onCheck: (choice: CheckChoice) => void;
}) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState(line.remark);
  const [photo, setPhoto] = useState<File | null>(null);
  const [moving, setMoving] = useState(false);
  const current = waiting ?? line.result;
  const card = useRef<HTMLDivElement>(null);
  // Below the camera's picture the asset is out of sight on a phone: it comes into view when scanned.
  // A block body: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
  useEffect(() => {
    void card.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  const record = (result: VerifyResult, place_id: number | null = null) =>
    onCheck({ result, place_id, remark: remark.trim(), photo });

  return (
    <Card ref={card} data-testid="walk-asset" size="small" className="walk-card">
      <Space align="start" size={12}>
        <AssetPicture assetId={line.asset_id} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {line.name}
          </Typography.Title>
          <div style={{ overflowWrap: 'anywhere' }}>{`${t('walk.asset.code')}: ${line.code}`}</div>
          <div>{`${t('walk.asset.place')}: ${line.place_name ?? '-'}`}</div>
          <div>{`${t('walk.asset.custodian')}: ${line.custodian || '-'}`}</div>
          <div data-testid="walk-current">
            {`${t('walk.asset.current')}: `}
            <Tag>{current ? t(`walk.results.${current}`) : t('walk.asset.unchecked')}</Tag>
            {waiting ? <Tag color="warning">{t('walk.asset.waiting')}</Tag> : null}
          </div>
        </div>
      </Space>
      <div className="walk-results">
        {WALK_RESULTS.map((result) => (
          <Button
            key={result}
            size="large"
            block
            disabled={busy}
            type={RESULT_BUTTON[result].type}
            danger={RESULT_BUTTON[result].danger}
            aria-pressed={current === result}
            onClick={() => (result === 'moved' ? setMoving(true) : record(result))}
          >
            {t(`walk.results.${result}`)}
          </Button>
        ))}
      </div>
      {moving ? (
        <div className="walk-field">
          <label htmlFor="walk-place">{t('walk.movedPlace')}</label>
          <PlacePicker
            id="walk-place"
            value={line.result_place_id}
            onChange={(place) => place && record('moved', place)}
          />
        </div>
      ) : null}
      <Input.TextArea
        className="walk-field"
        aria-label={t('walk.remark')}
        placeholder={t('walk.remark')}
        maxLength={200}
        autoSize={{ minRows: 1, maxRows: 3 }}
        value={remark}
        onChange={(e) => setRemark(e.target.value)}
      />
      <div className="walk-field">
        {photo ? (
          <Space wrap>
            <span>{t('walk.photoTaken', { name: photo.name })}</span>
            <Button size="large" icon={<DeleteOutlined />} onClick={() => setPhoto(null)}>
              {t('walk.photoRemove')}
            </Button>
          </Space>
        ) : (
          <label className="walk-photo">
            <CameraOutlined /> {t('walk.photo')}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
          </label>
        )}
      </div>
    </Card>
  );
}
