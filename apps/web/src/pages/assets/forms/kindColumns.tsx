import { assetFormFields, type FormKind, type FormRow, formatMoney } from '@bo/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { optionLabel } from '../../../components/resource/declared/declaredColumns';
import type { ResourceColumn } from '../../../components/resource/ResourceTable';

/** A kind column's cell for a form: its own drawing, or the field's value as text. */
export function kindCell(column: ResourceColumn<FormRow>, form: FormRow): ReactNode {
  return column.render
    ? column.render(form)
    : String((form as unknown as Record<string, unknown>)[column.key] ?? '');
}

/** The columns a kind adds to its list: where assets go, until when, to whom and for how much. */
export function kindColumns(kind: FormKind, t: TFunction): ResourceColumn<FormRow>[] {
  const label = (f: string) => t(`assetForms.fields.${f}`);
  switch (kind) {
    case 'join':
    case 'back':
      return [{ key: 'place_name', title: label('place'), render: (r) => r.place_name ?? '-' }];
    case 'out':
      return [
        {
          key: 'target_organization_name',
          title: label('target_organization'),
          render: (r) => r.target_organization_name ?? r.organization_name,
        },
      ];
    case 'rental':
      return [{ key: 'due_date', title: label('due_date'), render: (r) => r.due_date ?? '-' }];
    case 'lease_grant':
      return [
        { key: 'lessee', title: label('lessee') },
        { key: 'contract_no', title: label('contract_no') },
        { key: 'period', title: label('period'), render: (r) => `${r.start_date} ~ ${r.end_date}` },
        {
          key: 'rent',
          title: label('rent'),
          align: 'right',
          render: (r) =>
            `${formatMoney(r.rent ?? 0)} / ${optionLabel(assetFormFields, 'cycle', r.cycle ?? 'once', t)}`,
        },
      ];
    case 'lease_repay':
      return [{ key: 'grant_id', title: label('grant'), render: (r) => `#${r.grant_id ?? ''}` }];
    case 'verify':
      return [];
  }
}
