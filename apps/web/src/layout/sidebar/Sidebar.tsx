import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../app/useRouteTitle';
import { MenuIcon } from './MenuIcon';
import { type MenuEntry, parentKeyOf } from './menuModel';
import { SidebarProfile } from './SidebarProfile';

type MenuItems = NonNullable<MenuProps['items']>;

interface Props {
  entries: MenuEntry[];
  /** Absolute path of the item to highlight (the route, or its activeMenu for hidden pages). */
  selectedKey: string;
  collapsed: boolean;
}

/** An entry's label; its full title shows on hover when a long (English) one is cut short. */
function label(entry: MenuEntry, title: string) {
  if (entry.link) {
    return (
      <a href={entry.link} target="_blank" rel="noopener noreferrer" title={title}>
        {title}
      </a>
    );
  }
  return entry.children ? (
    <span title={title}>{title}</span>
  ) : (
    <Link to={entry.key} title={title}>
      {title}
    </Link>
  );
}

/** Sidebar menu of the permitted routes, with the profile block on top. */
export function Sidebar({ entries, selectedKey, collapsed }: Props) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const parent = parentKeyOf(entries, selectedKey);
  const [openKeys, setOpenKeys] = useState<string[]>(parent ? [parent] : []);

  useEffect(() => {
    if (parent) setOpenKeys((keys) => (keys.includes(parent) ? keys : [...keys, parent]));
  }, [parent]);

  const items = useMemo<MenuItems>(() => {
    const toItem = (entry: MenuEntry, top: boolean): MenuItems[number] => ({
      key: entry.key,
      icon: top || entry.icon ? <MenuIcon name={entry.icon} /> : undefined,
      label: label(entry, routeTitle(entry.title)),
      children: entry.children?.map((c) => toItem(c, false)),
    });
    return entries.map((e) => toItem(e, true));
  }, [entries, routeTitle]);

  return (
    <nav aria-label={t('layout.sidebar')}>
      <SidebarProfile collapsed={collapsed} />
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={[selectedKey]}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        style={{ borderInlineEnd: 0 }}
      />
    </nav>
  );
}
