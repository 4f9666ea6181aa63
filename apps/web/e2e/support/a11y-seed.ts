import type { APIRequestContext } from '@playwright/test';
import { uploadPicture } from './files';
import { adminApi, storefrontMember } from './shop-api';

/**
 * One row on each page the accessibility check opens: a goods with a picture and little stock (the
 * dashboard's low-stock and top lists, the goods list), a member who views it and orders it (member and
 * order lists), an asset with an approved intake form (asset, intake and task lists). An empty page
 * would pass without its pictures, links and row buttons ever being checked.
 */
export async function seedEveryList(request: APIRequestContext, tag: string): Promise<{ goods: string }> {
  const admin = await adminApi(request);
  // A real picture, so the lists draw it (and axe checks it) rather than fall back to a placeholder.
  const picture = await uploadPicture(request, `a11y${tag}.png`);
  const goods = `无障碍台灯${tag}`;
  const { id: category_id } = await admin.post<{ id: number }>('category', { name: `无障碍${tag}`, pid: 0 });
  const good = await admin.post<{ id: number }>('good', {
    type: 0,
    name: goods,
    category_id,
    price: 1200,
    inventory: 2,
    master_image: picture,
    images: [picture],
    is_show: 1,
    is_inventory: 0,
  });
  const member = await storefrontMember(request, `a11y${tag}`);
  await member.post('visit', { good_id: good.id, source: 'h5' });
  await member.post('order', {
    lines: [{ good_id: good.id, number: 1 }],
    address: { consignee: '赵六', phone: '13800000002', region_code: '330106', address: '文三路 2 号' },
  });

  const unit = await admin.post<{ id: number }>('organization', { name: `无障碍单位${tag}` });
  const classes = await admin.get<{ data: { id: number }[] }>('BaseDataList?page=1&limit=50');
  const asset = await admin.post<{ id: number }>('assets/addassets', {
    name: `打印机${tag}`,
    base_data_id: classes.data[0]?.id,
    brand: '',
    model: '',
    unit: '台',
    quantity: 1,
    original_value: 350000,
    purchase_date: '2025-06-01',
    organization_id: unit.id,
    department_id: null,
    custodian: '钱七',
    storage_location_id: null,
    ownership: 'self',
    attachments: [],
  });
  const warehouse = await admin.post<{ id: number }>('storageLocation/create', {
    name: `无障碍仓库${tag}`,
    code: `A11Y-${tag}`,
    pid: 0,
  });
  const join = await admin.post<{ id: number }>('assetsJoin', {
    lines: [{ asset_id: asset.id }],
    reason: '闲置入库',
    storage_location_id: warehouse.id,
  });
  await admin.post(`assetsJoin/submit/${join.id}`, {});
  // Approved, the form leaves a task waiting on the task list.
  await admin.post(`assetsJoin/approve/${join.id}`, { approved: true, opinion: '同意' });
  return { goods };
}
