import { DesktopOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { COLOR_MODES, type ColorMode } from '@bo/contract';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../../app/colorMode';
import { chooseLook } from '../../auth/preferencesSync';
import { useSettings } from '../../stores/settings';

const ICONS: Record<ColorMode, ReactNode> = {
  system: <DesktopOutlined />,
  light: <SunOutlined />,
  dark: <MoonOutlined />,
};

/**
 * Light, dark or the system's colours, remembered in a cookie. The button shows the colours in use (a
 * moon while dark), the menu marks the choice; the change itself is the feedback, so no message.
 */
export function ColorModeSelect() {
  const { t } = useTranslation();
  const { colorMode } = useSettings();
  const dark = useDarkMode();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [colorMode],
        items: COLOR_MODES.map((mode) => ({
          key: mode,
          icon: ICONS[mode],
          label: t(`layout.colorMode.${mode}`),
        })),
        onClick: ({ key }) => chooseLook({ color_mode: key as ColorMode }),
      }}
    >
      <Button
        type="text"
        aria-label={t('layout.colorMode.title')}
        title={t('layout.colorMode.title')}
        icon={dark ? <MoonOutlined /> : <SunOutlined />}
      />
    </Dropdown>
  );
}
