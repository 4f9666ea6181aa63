import type { CatalogShape } from './shape.js';
import type { zhPathsCore } from './zh-paths.js';

/** Readable names of nested fields (`blocks.3.limit` → Number of goods of block 4). */
export const enPathsCore: CatalogShape<typeof zhPathsCore> = {
  paths: {
    default: { item: '{{list}} #{{n}}', field: '{{field}} of {{list}} #{{n}}' },
    blocks: {
      item: 'Block {{n}}',
      field: '{{field}} of block {{n}}',
      fields: {
        id: 'Id',
        type: 'Type',
        banner_ids: 'Banners',
        items: 'Slides',
        interval: 'Autoplay interval',
        category_ids: 'Categories',
        columns: 'Columns',
        title: 'Title',
        filter: 'Filter',
        category_id: 'Category',
        brand_id: 'Brand',
        recommend: 'Recommended',
        new: 'New',
        hot: 'Hot',
        sort: 'Sort',
        limit: 'Number of goods',
        count: 'Number of notices',
        image: 'Image',
        link: 'Link',
        height: 'Height',
      },
    },
    items: { item: 'slide {{n}}', field: '{{field}} of slide {{n}}' },
    rules: { item: 'Regional charge {{n}}', field: '{{field}} of regional charge {{n}}' },
    skus: { item: 'SKU {{n}}', field: '{{field}} of SKU {{n}}', fields: { spec: 'Specification' } },
    codes: {
      item: 'Card key {{n}}',
      field: '{{field}} of card key {{n}}',
      fields: { name: 'Card number / net-disk address', code: 'Key / extraction code' },
    },
    parameters: {
      item: 'Parameter {{n}}',
      field: '{{field}} of parameter {{n}}',
      fields: { key: 'Name', value: 'Value' },
    },
    spec: {
      item: 'Specification value {{n}}',
      field: '{{field}} of specification value {{n}}',
      fields: { key: 'Specification', value: 'Value' },
    },
    images: { item: 'Image {{n}}', field: '{{field}} of image {{n}}' },
    lines: { item: 'Line {{n}}', field: '{{field}} of line {{n}}', fields: { number: 'Quantity' } },
  },
};
