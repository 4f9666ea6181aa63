import type { UpdateRun } from '@bo/contract';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton';

/** What "update now" answered: where to run the commands, and the commands, one a line, to copy. */
export function UpgradeCommands({ run, onClose }: { run: UpdateRun; onClose: () => void }) {
  const { t } = useTranslation();
  const script = run.commands.join('\n');
  return (
    <Modal
      open
      width={760}
      title={t('system.update.commandsTitle', { version: run.version })}
      onCancel={onClose}
      footer={[
        <CopyButton key="copy" text={script} label={t('system.update.copyCommands')} />,
        <Button key="close" type="primary" onClick={onClose}>
          {t('resources.common.close')}
        </Button>,
      ]}
    >
      {/* antd styles a pre inside Typography as a code block. */}
      <Typography>
        <Typography.Paragraph>{run.message}</Typography.Paragraph>
        <pre data-testid="upgrade-commands" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {script}
        </pre>
      </Typography>
    </Modal>
  );
}
