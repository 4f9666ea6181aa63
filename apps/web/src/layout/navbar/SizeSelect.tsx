import { FontSizeOutlined } from '@ant-design/icons';
import { LAYOUT_SIZES, type LayoutSize } from '@bo/contract';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLook } from '../../auth/preferencesSync';
import { useSettings } from '../../stores/settings';

/** Layout size selector: medium, small, mini, remembered in a cookie. */
export function SizeSelect() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { size } = useSettings();
  const choose = (next: LayoutSize) => {
    if (next === size) return;
    chooseLook({ size: next });
    void message.success(t('layout.size.success'));
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: LAYOUT_SIZES.map((s) => ({ key: s, label: t(`layout.size.${s}`) })),
        onClick: ({ key }) => choose(key as LayoutSize),
      }}
    >
      <Button
        type="text"
        aria-label={t('layout.size.title')}
        title={t('layout.size.title')}
        icon={<FontSizeOutlined />}
      />
    </Dropdown>
  );
}
