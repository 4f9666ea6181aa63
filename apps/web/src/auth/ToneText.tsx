import { theme } from 'antd';
import type { ReactNode } from 'react';

const COLOR = {
  secondary: 'colorTextDescription',
  success: 'colorSuccessText',
  danger: 'colorErrorText',
} as const;

/**
 * `Typography.Text` with a `type`, as the login route needs it: Typography itself (ellipsis, copy,
 * edit) would add about 7 KB gzip to the bundle every visitor loads first.
 */
export function ToneText({ tone, children }: { tone: keyof typeof COLOR; children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token[COLOR[tone]], wordBreak: 'break-word' }}>{children}</span>;
}
