import { App, ColorPicker } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLook } from '../../auth/preferencesSync';
import { DEFAULT_THEME_COLOR, useSettings } from '../../stores/settings';

const PRESET_COLORS = [
  DEFAULT_THEME_COLOR,
  '#409eff',
  '#11a983',
  '#13c2c2',
  '#6959cd',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa8c16',
  '#304156',
];

/**
 * Theme colour picker: changes antd's primary colour at runtime, offline. Loaded by the swatch's first
 * click (`ThemePicker`), so it mounts open: that click is already over.
 */
export function ThemeColorPicker() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { themeColor } = useSettings();
  const [open, setOpen] = useState(true);
  return (
    <span title={t('layout.theme.title')} style={{ display: 'inline-flex' }}>
      <ColorPicker
        size="small"
        open={open}
        onOpenChange={setOpen}
        value={themeColor}
        disabledAlpha
        presets={[{ label: t('layout.theme.presets'), colors: PRESET_COLORS, defaultOpen: true }]}
        onChangeComplete={(color) => {
          const hex = color.toHexString();
          if (hex.toLowerCase() === themeColor.toLowerCase()) return;
          chooseLook({ theme_color: hex });
          void message.success(t('layout.theme.success'));
        }}
        aria-label={t('layout.theme.title')}
      />
    </span>
  );
}
