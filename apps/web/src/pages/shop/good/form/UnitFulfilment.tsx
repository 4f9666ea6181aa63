import { fieldLimits, skuInputSchema } from '@bo/contract';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../../../components/upload/FileInput';
import { useReturnFocus } from '../../../../components/useReturnFocus';
import { CardCodesModal } from './CardCodesModal';
import type { SkuDraft } from './formModel';

/** What a buyer of this SKU receives, by goods type: virtual code, card entries or a file. */
export function UnitFulfilment({
  type,
  unit,
  onChange,
}: {
  type: number;
  unit: SkuDraft;
  onChange: (patch: Partial<SkuDraft>) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  useReturnFocus(editing);
  if (type === 1) {
    return (
      <Input
        aria-label={t('goodForm.fields.virtual_code')}
        placeholder={t('goodForm.fields.virtual_code')}
        value={unit.virtual_code}
        maxLength={fieldLimits(skuInputSchema).virtual_code.max}
        onChange={(e) => onChange({ virtual_code: e.target.value })}
      />
    );
  }
  if (type === 3) {
    return <FileInput group="certificate" value={unit.file} onChange={(file) => onChange({ file })} />;
  }
  if (type !== 2) return null;
  return (
    <>
      <Button onClick={() => setEditing(true)}>
        {t('goodForm.editCodes', { count: unit.codes.length })}
      </Button>
      {editing ? (
        <CardCodesModal
          value={unit}
          inventory={unit.inventory}
          onSave={(value, inventory) =>
            onChange({ ...value, ...(inventory === undefined ? {} : { inventory }) })
          }
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
