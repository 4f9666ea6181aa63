import { fieldLimits, regionInputSchema } from '@bo/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/client';
import {
  type RegionInput,
  type RegionNode,
  type RegionRow,
  regionKeys,
  useSaveRegion,
} from '../../../api/regions';
import { ResourceFormModal } from '../../../components/resource/ResourceFormModal';
import { maxRule, requiredRule } from '../../../components/resource/rules';
import { RegionParentSelect } from './RegionParentSelect';

/** What the server accepts, shown by the form before anything is sent. */
const LIMITS = fieldLimits(regionInputSchema);

/** What the form opens on: an existing region (`id`), a new child of `parent`, or a new province. */
export interface RegionFormTarget {
  id?: number;
  parent?: RegionNode;
}

interface Values {
  parent_id: number;
  name: string;
  code: string;
  sort: number;
}

interface Props {
  target: RegionFormTarget;
  onClose: () => void;
  /** Called with the parents whose children changed (old and new parent on a move). */
  onSaved: (parents: number[]) => void;
}

/** Create or edit a region; moving it takes its children along. */
export function RegionForm({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveRegion();
  const detail = useQuery({
    queryKey: regionKeys.detail(target.id ?? 0),
    queryFn: () => request<RegionRow>(`region/${target.id}`),
    enabled: target.id !== undefined,
  });
  const row = detail.data;
  const label = (f: string) => t(`resources.region.fields.${f}`);
  if (target.id !== undefined && !row) return null;

  const known = row ? row.path : target.parent ? [{ id: target.parent.id, name: target.parent.name }] : [];
  return (
    <ResourceFormModal<Values, RegionInput>
      open
      title={t(row ? 'system.region.editTitle' : 'system.region.createTitle')}
      labelPrefix="resources.region.fields"
      initialValues={
        row
          ? { parent_id: row.parent_id, name: row.name, code: row.code, sort: row.sort }
          : { parent_id: target.parent?.id ?? 0, sort: 0 }
      }
      toPayload={(v) => ({
        parent_id: v.parent_id ?? 0,
        name: v.name?.trim() ?? '',
        code: v.code?.trim() ?? '',
        sort: v.sort ?? 0,
        ...(row ? { version: row.version } : {}),
      })}
      onSubmit={async (input) => {
        await save.mutateAsync({ id: row?.id, input });
        onSaved([Number(input.parent_id ?? 0), ...(row ? [row.parent_id] : [])]);
      }}
      onClose={onClose}
      width={520}
    >
      <Form.Item name="parent_id" label={label('parent_id')}>
        <RegionParentSelect known={known} selfId={row?.id} />
      </Form.Item>
      <Form.Item
        name="name"
        label={label('name')}
        rules={[requiredRule(t, label('name')), maxRule(t, label('name'), LIMITS.name.max)]}
      >
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="code"
        label={label('code')}
        rules={[
          requiredRule(t, label('code')),
          { pattern: /^\d{2,12}$/, message: t('validation.format', { attribute: label('code') }) },
        ]}
      >
        <Input inputMode="numeric" maxLength={LIMITS.code.max} />
      </Form.Item>
      <Form.Item name="sort" label={label('sort')}>
        <InputNumber min={LIMITS.sort.min} max={LIMITS.sort.max} precision={0} />
      </Form.Item>
    </ResourceFormModal>
  );
}
