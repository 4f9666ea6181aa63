import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A permission as people and the API documents name it: its menu title where the catalog has one
 * (`route.<api>`), then the api name the server checks, which is what an action is known by.
 */
export function ApiName({ api, muted = false }: { api: string; muted?: boolean }) {
  const { t, i18n } = useTranslation();
  const key = `route.${api}`;
  return (
    <span>
      {i18n.exists(key) ? (
        <Typography.Text type={muted ? 'secondary' : undefined} style={{ marginRight: 6 }}>
          {t(key)}
        </Typography.Text>
      ) : null}
      <Typography.Text code type={muted ? 'secondary' : undefined}>
        {api}
      </Typography.Text>
    </span>
  );
}
