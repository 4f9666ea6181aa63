import { DeleteOutlined } from '@ant-design/icons';
import { ASSET_ATTACHMENT_GROUPS, UPLOAD_GROUPS } from '@bo/contract';
import { Button, Flex, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '../../../../components/upload/FileInput';
import type { AssetAttachment } from './assetFormModel';

type Group = AssetAttachment['group'];

/** The groups a person fills in; `verify` evidence comes from verification campaigns. */
export const FORM_GROUPS = ASSET_ATTACHMENT_GROUPS.filter(
  (g): g is Exclude<Group, 'verify'> => g !== 'verify',
);

const accept = (group: Group) => UPLOAD_GROUPS[group].map((ext) => `.${ext}`).join(',');
const fileName = (url: string) => url.split('/').at(-1) ?? url;

/** The asset's attachments by upload group: each group lists its files and uploads more. */
export function AttachmentsInput({
  value = [],
  onChange,
}: {
  value?: AssetAttachment[];
  onChange?: (value: AssetAttachment[]) => void;
}) {
  const { t } = useTranslation();
  // Uploads finish one after another: each adds to what the previous ones left.
  const latest = useRef(value);
  latest.current = value;
  const add = (group: Group, url: string) => {
    latest.current = [...latest.current, { group, url, name: fileName(url) }];
    onChange?.(latest.current);
  };
  const remove = (item: AssetAttachment) => onChange?.(value.filter((a) => a !== item));

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {FORM_GROUPS.map((group) => (
        <Flex key={group} gap={12} align="start" wrap>
          <Typography.Text strong style={{ width: 96 }}>
            {t(`assets.asset.groups.${group}`)}
          </Typography.Text>
          <Space orientation="vertical" size={4}>
            {value
              .filter((a) => a.group === group)
              .map((a) => (
                <Space key={a.url} size={4}>
                  <Typography.Link href={a.url} target="_blank">
                    {a.name || fileName(a.url)}
                  </Typography.Link>
                  <Button
                    type="text"
                    size="small"
                    danger
                    aria-label={`${t('resources.common.remove')} ${a.name}`}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(a)}
                  />
                </Space>
              ))}
            <FileInput group={group} accept={accept(group)} onChange={(url) => url && add(group, url)} />
          </Space>
        </Flex>
      ))}
    </Space>
  );
}
