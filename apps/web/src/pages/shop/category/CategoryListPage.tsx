import { categoryResource } from '@bo/contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../../api/categories';
import { Permission } from '../../../auth/Permission';
import { DeclaredTreePage } from '../../../components/resource/declared/DeclaredTreePage';
import { CategoryDragTree } from './CategoryDragTree';

/**
 * CategoryList: the declared category tree (links, goods counts, add inside, edit, delete), and a drag
 * mode of its own that saves a new parent and order on each drop.
 */
export function CategoryListPage() {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const tree = useCategoryTree().data ?? [];
  return (
    <DeclaredTreePage
      resource={categoryResource}
      toolbar={
        <Permission api={categoryResource.permissions.edit}>
          <Button onClick={() => setDragging((d) => !d)}>
            {t(dragging ? 'category.doneDragging' : 'category.dragMode')}
          </Button>
        </Permission>
      }
      view={
        dragging ? (
          <>
            <Alert type="info" showIcon title={t('category.dragHelp')} style={{ marginBottom: 12 }} />
            <CategoryDragTree tree={tree} />
          </>
        ) : undefined
      }
    />
  );
}
