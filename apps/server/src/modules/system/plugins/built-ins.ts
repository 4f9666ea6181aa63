import { PLUGIN_OWNED_APIS, type PluginManifestInput } from '@bo/contract';

/**
 * Plug-ins shipped with the product: synced at every start (new ones appear on upgrade), installed (and,
 * unless listed in {@link OFF_UNTIL_ENABLED}, enabled) on first sight, never uninstalled or deleted.
 */
export const BUILT_IN_PLUGINS: readonly PluginManifestInput[] = [
  {
    code: 'balance',
    name: '余额支付',
    version: '1.0.0',
    author: 'Platform',
    description: 'Pays and refunds from the member balance through the ledger.',
    category: 'payment',
  },
  {
    code: 'sandbox',
    name: '沙箱在线支付',
    version: '1.0.0',
    author: 'Platform',
    description:
      'A sandbox online-payment provider: refunds by the original route are confirmed after a delay.',
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
    name: '短信通知（日志）',
    version: '1.0.0',
    author: 'Platform',
    description: 'Sends SMS notifications to the structured server log instead of a carrier.',
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
    name: '本地存储',
    version: '1.0.0',
    author: 'Platform',
    description: 'Stores uploaded files on the local disk under DATA_DIR/uploads.',
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
