import { DEFAULT_SITE_NAME } from '@bo/contract';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteBrand } from '../api/site';

/** Product mark and name; drawn inline so it needs no asset and follows the theme colour. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const brand = useSiteBrand().data;
  // The default name follows the interface language; a configured one is shown as written.
  const name = brand && brand.site_name !== DEFAULT_SITE_NAME ? brand.site_name : t('platform');
  return (
    <Link
      to="/dashboard"
      aria-label={name}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
        whiteSpace: 'nowrap',
      }}
    >
      {brand?.site_logo ? (
        <img
          src={brand.site_logo}
          alt=""
          width={28}
          height={28}
          style={{ objectFit: 'contain', borderRadius: 6 }}
        />
      ) : (
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill={token.colorPrimary} />
          <path d="M8 21l8-12 8 12h-5l-3-5-3 5z" fill={token.colorTextLightSolid} />
        </svg>
      )}
      {!compact && <strong style={{ fontSize: 15 }}>{name}</strong>}
    </Link>
  );
}
