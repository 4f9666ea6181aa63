import type { FieldSpec, Resource } from '@bo/contract';
import { Alert } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { declaredApi } from '../../../api/declared';
import { RichTextEditor } from '../../rich-text/RichTextEditor';
import { DetailLoadingModal } from '../DetailLoadingModal';
import { ResourceFormModal } from '../ResourceFormModal';
import type { DeclaredRow } from './declaredColumns';
import { DeclaredFieldItem } from './declaredFieldItem';
import { fieldLockedReason } from './locked';

type Values = Record<string, unknown>;

/** A field's starting value in the form: the row's, else the declaration's default (switches as booleans). */
function initialOf(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'switch') return (value ?? field.default ?? 0) === 1;
  if (value !== undefined) return value;
  if (field.kind === 'integer') return field.default ?? field.min;
  if (field.kind === 'money') return field.default ?? 0;
  if (field.kind === 'color' || field.kind === 'choice') return field.default;
  if (field.kind === 'parent') return field.nullAtTop ? null : 0;
  if (field.kind === 'refs') return [];
  if (field.kind === 'ref') return null;
  return '';
}

/** The form value as the body sends it. */
function payloadOf(field: FieldSpec, value: unknown): unknown {
  if (field.kind === 'switch') return value ? 1 : 0;
  if (field.kind === 'integer') return value ?? field.default ?? field.min;
  if (field.kind === 'money') return value ?? field.default ?? 0;
  if (field.kind === 'choice') return value ?? field.default;
  // A cleared picker is the top, or no record: null where the declaration reads none as null.
  if (field.kind === 'parent') return value ?? (field.nullAtTop ? null : 0);
  if (field.kind === 'refs') return value ?? [];
  if (field.kind === 'ref') return value ?? null;
  // An empty time is left out of the body: the resource's rules decide what none means.
  if (field.kind === 'datetime') return value || undefined;
  return value ?? '';
}

/** A rich-text editor needs room for its toolbar and a readable line. */
const formWidth = (resource: Resource) =>
  resource.fieldNames.some((name) => resource.fields[name]?.kind === 'richText') ? 860 : 520;

export interface DeclaredFormProps {
  resource: Resource;
  row: DeclaredRow | null;
  onClose: () => void;
}

/**
 * Create or edit a record of a declared resource: one item per field, with the declaration's limits.
 * `start` gives a new record other first values (a tree's parent); `items` puts its own item in place
 * of a field's (a tree's parent picker); `fixed` are values the body carries that the form does not
 * show (a record's group, from the group chosen on the page); `onSubmit` sends the body.
 */
export function DeclaredFormModal({
  resource,
  row,
  onClose,
  onSubmit,
  start = {},
  items = {},
  fixed = {},
}: DeclaredFormProps & {
  onSubmit: (vars: { id?: number; input: Values }) => Promise<unknown>;
  start?: Values;
  items?: Readonly<Record<string, ReactNode>>;
  fixed?: Values;
}) {
  const { t } = useTranslation();
  const prefix = `resources.${resource.name}`;
  const fields = resource.fieldNames
    .filter((name) => !(name in fixed))
    .map((name) => [name, resource.fields[name] as FieldSpec] as const);
  const first = (name: string) => row?.[name] ?? start[name];
  // The first input takes the focus; a tree's parent picker comes first in some declarations.
  const focused = fields.find(([, field]) => field.kind !== 'parent')?.[0];
  return (
    <ResourceFormModal<Values, Values>
      open
      title={t(`${prefix}.${row ? 'editTitle' : 'createTitle'}`)}
      labelPrefix={`${prefix}.fields`}
      schema={resource.input}
      initialValues={Object.fromEntries(fields.map(([name, field]) => [name, initialOf(field, first(name))]))}
      toPayload={(values) => ({
        ...Object.fromEntries(fields.map(([name, field]) => [name, payloadOf(field, values[name])])),
        ...fixed,
        version: row?.version,
      })}
      onSubmit={(input) => onSubmit({ id: row?.id, input })}
      onClose={onClose}
      width={formWidth(resource)}
    >
      {resource.rule ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t(`${prefix}.rule`)} />
      ) : null}
      {fields.map(([name, field]) =>
        name in items ? (
          <Fragment key={name}>{items[name]}</Fragment>
        ) : (
          <DeclaredFieldItem
            key={name}
            source={resource}
            name={name}
            t={t}
            first={name === focused}
            lockedReason={fieldLockedReason(resource, row, name, t)}
            disabled={row !== null && field.createOnly === true}
            control={field.kind === 'richText' ? <RichTextEditor /> : undefined}
          />
        ),
      )}
    </ResourceFormModal>
  );
}

/**
 * The form of a plain declared resource, saved through its client. When the list's rows leave fields
 * out (rich text), an edit loads the whole record first and starts from it.
 */
export function DeclaredForm(props: DeclaredFormProps) {
  const { t } = useTranslation();
  const { resource, row, onClose } = props;
  const client = declaredApi(resource);
  const save = client.useSave();
  const partial = row !== null && resource.detailOnly.length > 0;
  const detail = client.useDetail(partial ? row?.id : undefined);
  if (partial && !detail.data) {
    const title = t(`resources.${resource.name}.editTitle`);
    return (
      <DetailLoadingModal
        title={title}
        failed={detail.isError}
        width={formWidth(resource)}
        onClose={onClose}
      />
    );
  }
  return (
    <DeclaredFormModal
      {...props}
      row={(detail.data as DeclaredRow | undefined) ?? row}
      onSubmit={(vars) => save.mutateAsync(vars)}
    />
  );
}
