import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PALETTE_KEYS } from '../palette/useCommandPalette';

/** Top-bar button that opens the command palette; its tooltip teaches the shortcut. */
export function PaletteButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      aria-label={t('layout.palette.open')}
      aria-keyshortcuts={PALETTE_KEYS.aria}
      title={t('layout.palette.openWithKeys', { keys: PALETTE_KEYS.shown })}
      icon={<SearchOutlined />}
      onClick={onOpen}
    />
  );
}
