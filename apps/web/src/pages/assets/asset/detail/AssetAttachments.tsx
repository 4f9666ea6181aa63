import { ASSET_ATTACHMENT_GROUPS, type AssetDetail, fileExtension, isImageExtension } from '@bo/contract';
import { Card, Descriptions, Empty, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Attachment = AssetDetail['attachments'][number];

function AttachmentItem({ file }: { file: Attachment }) {
  const name = file.name || (file.url.split('/').at(-1) ?? file.url);
  if (isImageExtension(fileExtension(file.url))) {
    return <Image src={file.url} alt={name} width={96} height={96} style={{ objectFit: 'cover' }} />;
  }
  return (
    <Typography.Link href={file.url} target="_blank">
      {name}
    </Typography.Link>
  );
}

/** The asset's attachments by upload group (pictures as thumbnails, other files as links). */
export function AssetAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const { t } = useTranslation();
  const groups = ASSET_ATTACHMENT_GROUPS.filter((g) => attachments.some((a) => a.group === g));
  return (
    <Card title={t('assets.asset.detail.attachments')}>
      {groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('assets.asset.detail.noAttachments')} />
      ) : (
        <Descriptions
          column={1}
          size="small"
          bordered
          items={groups.map((g) => ({
            key: g,
            label: t(`assets.asset.groups.${g}`),
            children: (
              <Space wrap>
                {attachments
                  .filter((a) => a.group === g)
                  .map((a) => (
                    <AttachmentItem key={a.url} file={a} />
                  ))}
              </Space>
            ),
          }))}
        />
      )}
    </Card>
  );
}
