import { theme } from 'antd';
import { useLayoutEffect } from 'react';

/**
 * The document behind the app in the theme's colours: its background (seen past the end of a short
 * page, and behind pages that paint none of their own) and its colour scheme, which the browser's own
 * parts follow (scroll bars, native controls, the blank page while a script loads).
 */
export function DocumentColors({ dark }: { dark: boolean }) {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.colorScheme = dark ? 'dark' : 'light';
    // The mode drawn, named on the document for a style sheet or a test to read.
    root.dataset.colorMode = dark ? 'dark' : 'light';
    document.body.style.background = token.colorBgContainer;
    document.body.style.color = token.colorText;
  }, [dark, token.colorBgContainer, token.colorText]);
  return null;
}
