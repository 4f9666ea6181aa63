import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast, readableOn } from './contrast';
import { buildTheme } from './themeConfig';

describe('readableOn', () => {
  it('keeps a colour that already reads and deepens one that does not, to 4.5:1', () => {
    expect(readableOn('#000000', '#ffffff')).toBe('#000000');
    const deeper = readableOn('#1890ff', '#ffffff');
    expect(contrast('#1890ff', '#ffffff')).toBeLessThan(4.5);
    expect(contrast(deeper, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Only just: the hue stays recognisable rather than going to black.
    expect(contrast(deeper, '#ffffff')).toBeLessThan(5);
  });
});

describe('buildTheme colours', () => {
  const tokens = (primary: string) => theme.getDesignToken(buildTheme('medium', primary));

  it.each(['#1890ff', '#fadb14', '#13c2c2', '#304156'])(
    'with %s, links, buttons, status text and tags read at 4.5:1 on their tints',
    (primary) => {
      const t = tokens(primary);
      const pairs: [string, string][] = [
        [t.colorPrimary, '#ffffff'],
        [t.colorPrimary, t.colorPrimaryBg],
        [t.colorLink, t.colorPrimaryBg],
        [t.colorLinkHover, '#ffffff'],
        [t.colorPrimaryHover, '#ffffff'],
        [t.colorError, t.colorErrorBg],
        [t.colorSuccess, t.colorSuccessBg],
        [t.colorWarning, t.colorWarningBg],
        [t.gold7, t.gold1],
        [t.green7, t.green1],
      ];
      for (const [text, tint] of pairs) expect(contrast(text, tint)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("keeps antd's tints of the chosen colour, not greyer ones from the deepened shade", () => {
    const plain = theme.getDesignToken({ token: { colorPrimary: '#1890ff', colorSuccess: '#52c41a' } });
    const t = tokens('#1890ff');
    expect(t.colorPrimaryBg).toBe(plain.colorPrimaryBg);
    expect(t.colorSuccessBg).toBe(plain.colorSuccessBg);
    expect(t.colorPrimaryBorder).toBe(plain.colorPrimaryBorder);
  });

  it('keeps the small text of the mini size at 12 px', () => {
    const mini = theme.getDesignToken(buildTheme('mini', '#1890ff'));
    expect(mini.fontSize).toBe(12);
    expect(mini.fontSizeSM).toBe(12);
  });
});
