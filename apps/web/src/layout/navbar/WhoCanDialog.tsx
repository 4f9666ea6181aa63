import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, List, Modal, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admins } from '../../api/admins';
import { useEffectiveAccess } from '../../api/effective';
import { ApiName } from '../../components/effective/ApiName';
import { abilitiesOnPage } from '../../components/effective/effectiveTree';

/** Administrators matching what is typed in the picker (the first 20). */
function useAdminSearch(keyword: string) {
  return useQuery({
    queryKey: [...admins.keys.lists(), 'who-can', keyword],
    queryFn: () => admins.api.list({ keyword: keyword || undefined, limit: 20 }),
    select: (page) => page.data,
  });
}

/** What the picked administrator may do on the page `pageApi` (the route's component, a registry page api). */
function Abilities({ adminId, pageApi }: { adminId: number; pageApi: string }) {
  const { t } = useTranslation();
  const access = useEffectiveAccess('admin', adminId);
  if (access.isLoading) return <Spin />;
  if (!access.data) return <Alert type="error" title={t('resources.common.loadError')} />;
  const abilities = abilitiesOnPage(pageApi, access.data.permissions) ?? [];
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('system.effective.dataScope')}: {access.data.data_scope_text}
      </Typography.Paragraph>
      <List
        size="small"
        bordered
        dataSource={abilities}
        renderItem={(a) => (
          <List.Item
            extra={
              <Space size={4}>
                {a.allowed ? (
                  <CheckCircleTwoTone twoToneColor="#52c41a" />
                ) : (
                  <CloseCircleTwoTone twoToneColor="#ff4d4f" />
                )}
                {t(a.allowed ? 'layout.whoCan.allowed' : 'layout.whoCan.denied')}
              </Space>
            }
          >
            <Space size={6}>
              {a.page ? <Typography.Text strong>{t('layout.whoCan.open')}</Typography.Text> : null}
              <ApiName api={a.api} />
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}

/** Picks an administrator and lists which of the current page's actions it may use. */
export function WhoCanDialog({ pageApi, onClose }: { pageApi: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [adminId, setAdminId] = useState<number>();
  const found = useAdminSearch(keyword);
  // A page no permission guards (not in the registry) lets everyone in: nothing to ask.
  const guarded = abilitiesOnPage(pageApi, []) !== null;
  return (
    <Modal
      open
      title={t('layout.whoCan.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('system.effective.close')}</Button>}
    >
      {guarded ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Select<number>
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            aria-label={t('layout.whoCan.pick')}
            placeholder={t('layout.whoCan.pick')}
            style={{ width: '100%' }}
            loading={found.isFetching}
            value={adminId}
            onChange={setAdminId}
            options={(found.data ?? []).map((a) => ({
              value: a.id,
              label: a.nickname ? `${a.nickname} (${a.account})` : a.account,
            }))}
          />
          {adminId ? <Abilities adminId={adminId} pageApi={pageApi} /> : null}
        </Space>
      ) : (
        <Alert type="info" showIcon title={t('layout.whoCan.noEntry')} />
      )}
    </Modal>
  );
}
