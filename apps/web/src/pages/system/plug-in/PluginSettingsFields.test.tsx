import type { PluginField } from '@bo/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../api/test-support';
import { renderPage } from '../../../components/resource/test-render';
import { PluginSettingsFields, settingsFormValues } from './PluginSettingsFields';

vi.setConfig({ testTimeout: 20_000 });

const fields: PluginField[] = [
  { key: 'merchant_id', label_zh: '商户号', label_en: 'Merchant number', type: 'text', required: true },
  { key: 'api_key', label_zh: '接口密钥', label_en: 'API key', type: 'secret', required: false },
  { key: 'delay', label_zh: '延迟', label_en: 'Delay', type: 'number', required: false },
  { key: 'live', label_zh: '正式环境', label_en: 'Live', type: 'boolean', required: false },
  {
    key: 'mode',
    label_zh: '模式',
    label_en: 'Mode',
    type: 'select',
    required: true,
    options: ['fast', 'safe'],
  },
];

function Harness({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form
      layout="vertical"
      initialValues={settingsFormValues(fields, { merchant_id: '', api_key: '******', delay: 2, live: true })}
      onFinish={onFinish}
    >
      <PluginSettingsFields fields={fields} />
      <Button htmlType="submit">Submit</Button>
    </Form>
  );
}

describe('plug-in settings form', () => {
  it('renders one input per setting type, labelled in the language, with a stored secret left empty', async () => {
    mockApi({});
    renderPage(<Harness onFinish={vi.fn()} />);
    expect(await screen.findByLabelText('Merchant number')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('API key')).toHaveValue('');
    expect(screen.getByLabelText('API key')).toHaveAttribute('placeholder', 'Saved; leave empty to keep it');
    expect(screen.getByLabelText('Delay')).toHaveValue('2');
    expect(screen.getByLabelText('Live')).toHaveAttribute('role', 'switch');
    expect(screen.getByLabelText('Live')).toBeChecked();
    expect(screen.getByLabelText('Mode')).toHaveAttribute('role', 'combobox');
  });

  it('requires the required settings before sending', async () => {
    const onFinish = vi.fn();
    mockApi({});
    renderPage(<Harness onFinish={onFinish} />);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter Merchant number')).toBeInTheDocument();
    expect(screen.getByText('Please enter Mode')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await u.type(screen.getByLabelText('Merchant number'), 'M-9');
    await u.click(screen.getByLabelText('Mode'));
    await u.click(await screen.findByTitle('safe'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      merchant_id: 'M-9',
      api_key: '',
      delay: 2,
      live: true,
      mode: 'safe',
    });
  });
});
