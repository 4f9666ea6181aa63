import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Product mark and name; drawn inline so it needs no asset and follows the theme colour. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link
      to="/dashboard"
      aria-label={t('platform')}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
        whiteSpace: 'nowrap',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={token.colorPrimary} />
        <path d="M8 21l8-12 8 12h-5l-3-5-3 5z" fill="#fff" />
      </svg>
      {!compact && <strong style={{ fontSize: 15 }}>{t('platform')}</strong>}
    </Link>
  );
}
