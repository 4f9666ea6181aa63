import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../auth/Permission';
import { DeleteButton } from './DeleteButton';

/** The APIs behind {@link RowActions}' links: its column is shown to whoever holds one of them. */
export const rowActionApis = (resource: string) => [`${resource}Edit`, `${resource}Destroy`];

/**
 * Edit and delete links of a list row, behind `<resource>Edit` / `<resource>Destroy`; with
 * `deleteDisabledReason` the delete is disabled and says why.
 */
export function RowActions({
  resource,
  onEdit,
  onDelete,
  deleteDisabledReason,
  children,
}: {
  resource: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  deleteDisabledReason?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap>
      {children}
      <Permission api={`${resource}Edit`}>
        <Button type="link" size="small" onClick={onEdit}>
          {t('resources.common.edit')}
        </Button>
      </Permission>
      <DeleteButton api={`${resource}Destroy`} onConfirm={onDelete} disabledReason={deleteDisabledReason} />
    </Space>
  );
}

/**
 * The "new" button above a list, behind `<resource>Create`; `label` names what it makes where "new"
 * alone would not say (two lists on one page), `small` fits it in a card's header.
 */
export function CreateButton({
  resource,
  onClick,
  label,
  small = false,
}: {
  resource: string;
  onClick: () => void;
  label?: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Permission api={`${resource}Create`}>
      <Button type="primary" size={small ? 'small' : undefined} onClick={onClick}>
        {label ?? t('resources.common.create')}
      </Button>
    </Permission>
  );
}

/**
 * A small square picture in a list cell (or a dash when there is none). `alt` says what it shows (the
 * goods' name...): a list's pictures are content, and a screen reader announces a nameless one by its
 * file address.
 */
export function Thumb({ src, alt, size = 40 }: { src: string; alt: string; size?: number }) {
  return src ? (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      // A picture that fails to load shows its alt text: kept to the picture's box, it cannot widen a column.
      style={{
        objectFit: 'cover',
        borderRadius: 4,
        display: 'inline-block',
        overflow: 'hidden',
        flex: 'none',
      }}
    />
  ) : (
    <span>-</span>
  );
}
