import { PLUGIN_OWNED_APIS, type PluginManifestInput, translate } from '@bo/contract';

/** A shipped plug-in's name and description, stored in the default language (lists answer the reader's). */
const texts = (code: string) => ({
  name: translate('zh', `builtIn.plugins.${code}.name`),
  description: translate('zh', `builtIn.plugins.${code}.description`),
});

/**
 * Plug-ins shipped with the product: synced at every start (new ones appear on upgrade), installed (and,
 * unless listed in {@link OFF_UNTIL_ENABLED}, enabled) on first sight, never uninstalled or deleted.
 */
export const BUILT_IN_PLUGINS: readonly PluginManifestInput[] = [
  {
    code: 'balance',
    ...texts('balance'),
    version: '1.0.0',
    author: 'Platform',
    category: 'payment',
  },
  {
    code: 'sandbox',
    ...texts('sandbox'),
    version: '1.0.0',
    author: 'Platform',
    category: 'payment',
    settings: [
      {
        key: 'merchant_id',
        label_zh: '商户号',
        label_en: 'Merchant number',
        type: 'text',
        required: true,
        default: 'sandbox-merchant',
      },
      { key: 'api_key', label_zh: '接口密钥', label_en: 'API key', type: 'secret', required: false },
      {
        key: 'confirm_after_seconds',
        label_zh: '确认延迟（秒）',
        label_en: 'Confirmation delay (s)',
        type: 'number',
        required: true,
        default: 2,
      },
    ],
    permissions: [...(PLUGIN_OWNED_APIS.sandbox ?? [])],
  },
  {
    code: 'sms-log',
    ...texts('sms-log'),
    version: '1.0.0',
    author: 'Platform',
    category: 'sms',
    settings: [
      {
        key: 'sign_name',
        label_zh: '短信签名',
        label_en: 'Signature',
        type: 'text',
        required: true,
        default: '资产平台',
      },
    ],
  },
  {
    code: 'storage-local',
    ...texts('storage-local'),
    version: '1.0.0',
    author: 'Platform',
    category: 'storage',
  },
];

/** The only object storage: it cannot be disabled. */
export const REQUIRED_PLUGINS: readonly string[] = ['storage-local'];

/**
 * Built-ins that start disabled on a fresh installation: the sandbox "online payment" marks orders paid
 * without any real provider, so it runs only where an administrator (or the demo seeder) switched it on.
 */
export const OFF_UNTIL_ENABLED: readonly string[] = ['sandbox'];
