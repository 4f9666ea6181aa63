import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { panelStyle, SCREEN } from './screenTheme';

/**
 * A titled box of the screen. Its content is shown when there is something to show; before the first
 * figures arrive it stays empty, and with figures but nothing in them it says there is no data.
 */
export function Panel({
  title,
  loaded,
  empty,
  children,
}: {
  title: string;
  loaded: boolean;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} style={panelStyle}>
      <h2
        style={{
          margin: 0,
          padding: '10px 16px',
          fontSize: 20,
          fontWeight: 600,
          color: SCREEN.title,
          borderLeft: `4px solid ${SCREEN.accent}`,
          background: 'linear-gradient(90deg, rgba(79, 210, 255, 0.18), transparent)',
        }}
      >
        {title}
      </h2>
      <div
        style={{ flex: 1, minHeight: 0, padding: '8px 12px 12px', display: 'flex', flexDirection: 'column' }}
      >
        {!loaded ? null : empty ? (
          <Empty
            style={{ margin: 'auto' }}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('pages.largeScreen.noData')}
          />
        ) : (
          children
        )}
      </div>
    </section>
  );
}
