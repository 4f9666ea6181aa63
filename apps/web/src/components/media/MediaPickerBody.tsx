import type { MediaType } from '@bo/contract';
import { Button, Empty, Input, Pagination, Select, Space, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MediaRow, useMediaList } from '../../api/media';
import { MediaThumb } from './MediaThumb';
import { mediaTypeOptions } from './mediaFilters';

const PAGE_SIZE = 12;

export interface PickerProps {
  /** Only files of this type are offered (the filter is then fixed). */
  type?: MediaType;
  /** How many files may be chosen at once. */
  max?: number;
  onPick: (urls: string[]) => void;
}

/** The files of the library as a grid to choose from: search by name, filter by type, page. */
export function PickerBody({ type, max = 1, onPick, onCancel }: PickerProps & { onCancel: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosenType, setChosenType] = useState<MediaType | undefined>(type);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const query = useMediaList({ keyword: keyword || undefined, type: chosenType, page, limit: PAGE_SIZE });
  const files = query.data?.data ?? [];

  const toggle = (file: MediaRow) =>
    setSelected((now) =>
      now.includes(file.url)
        ? now.filter((u) => u !== file.url)
        : max === 1
          ? [file.url]
          : now.length < max
            ? [...now, file.url]
            : now,
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          aria-label={t('library.fields.keyword')}
          placeholder={t('library.searchPlaceholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: 240 }}
        />
        <Select
          aria-label={t('library.fields.type')}
          style={{ width: 140 }}
          disabled={type !== undefined}
          allowClear
          placeholder={t('library.allTypes')}
          value={chosenType}
          options={mediaTypeOptions(t)}
          onChange={(value?: MediaType) => {
            setChosenType(value);
            setPage(1);
          }}
        />
      </Space>
      <Spin spinning={query.isFetching}>
        {files.length === 0 && !query.isFetching ? (
          <Empty description={t('library.empty')} />
        ) : (
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 12 }}
          >
            {files.map((file) => {
              const checked = selected.includes(file.url);
              const full = !checked && max > 1 && selected.length >= max;
              return (
                <button
                  key={file.id}
                  type="button"
                  aria-pressed={checked}
                  aria-label={file.name}
                  disabled={full}
                  onClick={() => toggle(file)}
                  style={{
                    padding: 6,
                    background: 'none',
                    cursor: full ? 'not-allowed' : 'pointer',
                    border: `2px solid ${checked ? token.colorPrimary : 'transparent'}`,
                    borderRadius: 6,
                    opacity: full ? 0.5 : 1,
                  }}
                >
                  <MediaThumb file={file} size={96} />
                  <Typography.Text ellipsis style={{ display: 'block', width: 96, fontSize: 12 }}>
                    {file.name}
                  </Typography.Text>
                </button>
              );
            })}
          </div>
        )}
      </Spin>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPage}
        />
        <Space>
          <Button onClick={onCancel}>{t('resources.common.cancel')}</Button>
          <Button type="primary" disabled={selected.length === 0} onClick={() => onPick(selected)}>
            {max > 1 ? t('library.pickCount', { count: selected.length }) : t('library.pick')}
          </Button>
        </Space>
      </div>
    </Space>
  );
}
