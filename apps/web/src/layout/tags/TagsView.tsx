import { CloseOutlined, DownOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/useRouteTitle';
import { type TagView, useTags } from '../../stores/tags';
import { useTagActions } from './useTagActions';

/**
 * Tab bar of visited views with a right-click menu. A closable tab closes with Delete (the ARIA tabs
 * pattern) or a click on its ×: a tab may not hold a control of its own (its content is read as its
 * name), so the × is a mouse target only, hidden from screen readers, and named by its tooltip.
 */
export function TagsView() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const { token } = theme.useToken();
  const { views } = useTags();
  const actions = useTagActions();

  const menuFor = (view: TagView): MenuProps => ({
    items: [
      { key: 'refresh', label: t('layout.tags.refresh') },
      { key: 'close', label: t('layout.tags.close'), disabled: view.affix },
      { key: 'closeOthers', label: t('layout.tags.closeOthers') },
      { key: 'closeAll', label: t('layout.tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') actions.refresh(view);
      if (key === 'close') actions.close(view);
      if (key === 'closeOthers') actions.closeOthers(view);
      if (key === 'closeAll') actions.closeAll();
    },
  });

  const activeView = views.find((v) => actions.isActive(v));
  const bar = useRef<HTMLDivElement>(null);
  // With more tabs than the bar shows, the one just opened (from the menu, a link) scrolls into sight.
  const activePath = activeView?.path;
  useEffect(() => {
    if (!activePath) return;
    bar.current
      ?.querySelector('[aria-selected="true"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 1px 3px rgba(0,0,0,0.06)',
      }}
    >
      <div
        ref={bar}
        role="tablist"
        aria-label={t('layout.tags.label')}
        style={{ display: 'flex', flex: 1, minWidth: 0, gap: 4, padding: '4px 8px', overflowX: 'auto' }}
      >
        {views.map((view) => {
          const active = actions.isActive(view);
          const title = routeTitle(view.title);
          return (
            <Dropdown key={view.path} trigger={['contextMenu']} menu={menuFor(view)}>
              <div
                role="tab"
                tabIndex={0}
                aria-selected={active}
                onClick={() => actions.open(view)}
                aria-keyshortcuts={view.affix ? undefined : 'Delete'}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') actions.open(view);
                  if (e.key === 'Delete' && !view.affix) actions.close(view);
                }}
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 4,
                  flex: 'none',
                  height: 26,
                  padding: '0 8px',
                  fontSize: 12,
                  cursor: 'pointer',
                  border: `1px solid ${active ? token.colorPrimary : token.colorBorder}`,
                  borderRadius: token.borderRadiusSM,
                  background: active ? token.colorPrimary : token.colorBgContainer,
                  color: active ? token.colorTextLightSolid : token.colorText,
                }}
              >
                {title}
                {!view.affix && (
                  <span
                    aria-hidden
                    title={`${t('layout.tags.close')} ${title}`}
                    style={{ display: 'inline-flex', fontSize: 10 }}
                    onClick={(e) => {
                      e.stopPropagation();
                      actions.close(view);
                    }}
                  >
                    <CloseOutlined />
                  </span>
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {activeView && (
        <div style={{ display: 'flex', flex: 'none', padding: '0 4px' }}>
          <Button
            type="text"
            size="small"
            aria-label={t('layout.tags.refresh')}
            title={t('layout.tags.refresh')}
            icon={<ReloadOutlined />}
            onClick={() => actions.refresh(activeView)}
          />
          <Dropdown trigger={['click']} menu={menuFor(activeView)}>
            <Button
              type="text"
              size="small"
              aria-label={t('layout.tags.more')}
              title={t('layout.tags.more')}
              icon={<DownOutlined />}
            />
          </Dropdown>
        </div>
      )}
    </div>
  );
}
