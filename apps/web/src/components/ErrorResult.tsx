import { CloseCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * What `<Result status="error">` draws, with the same tokens. The router's error view is in the first
 * bundle, and Result would bring its three status illustrations along (about 10 KB gzip).
 */
export function ErrorResult({
  title,
  subTitle,
  extra,
}: {
  title: ReactNode;
  subTitle: ReactNode;
  extra: ReactNode;
}) {
  const { token } = theme.useToken();
  const center = { textAlign: 'center' } as const;
  const heading = token.fontSizeHeading3;
  const iconSize = typeof heading === 'number' ? heading * 3 : `calc(${heading} * 3)`;
  return (
    <div style={{ padding: `${token.paddingLG * 2}px ${token.paddingXL}px` }}>
      <div style={{ ...center, marginBottom: token.paddingLG, color: token.colorError }}>
        <CloseCircleFilled style={{ fontSize: iconSize }} />
      </div>
      <div
        style={{
          ...center,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          marginBlock: token.marginXS,
        }}
      >
        {title}
      </div>
      <div
        style={{
          ...center,
          color: token.colorTextDescription,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
        }}
      >
        {subTitle}
      </div>
      <div style={{ ...center, marginTop: token.paddingLG }}>{extra}</div>
    </div>
  );
}
