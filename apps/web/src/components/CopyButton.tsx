import { CopyOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Copies `text` and says so. A browser that keeps the clipboard from the page (plain http on another
 * host than localhost) gets told to select the text by hand, which is shown beside the button.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      message.success(t('resources.common.copied'));
    } catch {
      message.warning(t('resources.common.copyFailed'));
    }
  };
  return (
    <Button icon={<CopyOutlined />} onClick={copy}>
      {label}
    </Button>
  );
}
