import { type AssetEvent, type AssetRow, assetEventQuerySchema, assetListQuerySchema } from '@bo/contract';
import { defineListExport } from '../../../lib/list-export.js';
import { listEvents } from '../history.js';
import type { Scope } from '../scope.js';
import { listAssets } from './queries.js';

const defineScoped = defineListExport<Scope>();

const label = (field: string) => `assets.asset.fields.${field}`;

/** `assets/list/export/all`: the asset register of the view asked for, filtered as the list is. */
export const assetExport = defineScoped(assetListQuerySchema, {
  page: (db, { context: scope, query, page, limit }) => listAssets(db, scope, { ...query, page, limit }),
  columns: [
    { label: label('code'), width: 20, value: (r: AssetRow) => r.code },
    { label: label('name'), width: 28, value: (r) => r.name },
    { label: label('class_name'), width: 16, value: (r) => r.class_name },
    { label: label('brand'), width: 14, value: (r) => r.brand },
    { label: label('model'), width: 14, value: (r) => r.model },
    { label: label('unit'), width: 8, value: (r) => r.unit },
    { label: label('quantity'), width: 8, kind: 'number', value: (r) => r.quantity },
    { label: label('value'), width: 14, kind: 'money', value: (r) => r.original_value },
    { label: label('purchase_date'), width: 12, kind: 'date', value: (r) => r.purchase_date },
    { label: label('organization'), width: 20, value: (r) => r.organization_name },
    { label: label('department'), width: 16, value: (r) => r.department_name },
    { label: label('custodian'), width: 12, value: (r) => r.custodian },
    { label: label('place'), width: 24, value: (r) => r.place_name },
    { label: label('ownership'), width: 12, value: (r, t) => t(`assets.asset.ownerships.${r.ownership}`) },
    { label: label('status'), width: 12, value: (r, t) => t(`asset.statuses.${r.status}`) },
    { label: label('holder'), width: 20, value: (r) => r.holder_name },
    { label: label('due_date'), width: 12, kind: 'date', value: (r) => r.due_date },
    {
      label: label('is_resource'),
      width: 8,
      value: (r, t) => t(`listExport.${r.is_resource ? 'yes' : 'no'}`),
    },
    { label: label('tag'), width: 16, value: (r) => r.tag },
    {
      label: label('marks'),
      width: 20,
      value: (r, t) => r.marks.map((m) => t(`assets.asset.marks.${m}`)).join(', '),
    },
    { label: label('created_at'), width: 20, kind: 'datetime', value: (r) => r.created_at },
  ],
});

/** What an event changed, one `field: before → after` per change. */
function changesText(event: AssetEvent): string {
  const shown = (v: unknown) =>
    v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return Object.entries(event.changes)
    .map(([field, [before, after]]) => `${field}: ${shown(before)} → ${shown(after)}`)
    .join('; ');
}

const ledger = (field: string) => `assets.ledger.fields.${field}`;

/** `assets/events/export/all`: the movement ledger (AllList) as it is filtered. */
export const assetEventExport = defineScoped(assetEventQuerySchema, {
  page: (db, { context: scope, query, page, limit }) => listEvents(db, scope, { ...query, page, limit }),
  columns: [
    { label: ledger('created_at'), width: 20, kind: 'datetime', value: (e: AssetEvent) => e.created_at },
    { label: ledger('asset_code'), width: 20, value: (e) => e.asset_code },
    { label: ledger('asset_name'), width: 28, value: (e) => e.asset_name },
    { label: ledger('kind'), width: 12, value: (e, t) => t(`assets.asset.eventKinds.${e.kind}`) },
    { label: ledger('changes'), width: 48, value: changesText },
    { label: ledger('form_number'), width: 20, value: (e) => e.form_number },
    { label: ledger('operator_name'), width: 14, value: (e) => e.operator_name },
  ],
});
