import { type GlobalToken, theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrast, opaque, readableOn, readableOnEach } from './contrast';
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

  it('lightens, rather than deepens, a colour on a dark background', () => {
    const lighter = readableOn('#177ddc', '#15395b');
    expect(contrast('#177ddc', '#15395b')).toBeLessThan(4.5);
    expect(contrast(lighter, '#15395b')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(lighter, '#15395b')).toBeLessThan(5);
  });

  it('makes one shade that reads on each of several dark backgrounds', () => {
    const backgrounds = ['#2c1618', '#1d1d1d', '#15395b'];
    const shade = readableOnEach('#dc4446', backgrounds);
    for (const background of backgrounds) expect(contrast(shade, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(readableOn('#dc4446', '#2c1618'), '#15395b')).toBeLessThan(4.5);
  });

  it('sees a translucent rgba() colour as it shows on the background under it', () => {
    expect(opaque('rgba(255, 255, 255, 0.04)', '#141414')).toBe('#1d1d1d');
    expect(opaque('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(opaque('#123456', '#ffffff')).toBe('#123456');
  });
});

/** The status colours and tags on their tints, in either mode: each pair text first, then its background. */
const onTints = (t: GlobalToken): [string, string][] => [
  [t.colorPrimary, t.colorPrimaryBg],
  [t.colorLink, t.colorPrimaryBg],
  [t.colorError, t.colorErrorBg],
  [t.colorSuccess, t.colorSuccessBg],
  [t.colorWarning, t.colorWarningBg],
  [t.gold7, t.gold1],
  [t.green7, t.green1],
];

function expectReadable(pairs: [string, string][]) {
  for (const [text, background] of pairs) expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
}

describe('buildTheme colours', () => {
  const tokens = (primary: string) => theme.getDesignToken(buildTheme('medium', primary));

  it.each(['#1890ff', '#fadb14', '#13c2c2', '#304156'])(
    'with %s, links, buttons, status text and tags read at 4.5:1 on their tints',
    (primary) => {
      const t = tokens(primary);
      expectReadable([
        ...onTints(t),
        [t.colorPrimary, '#ffffff'],
        [t.colorLinkHover, '#ffffff'],
        [t.colorPrimaryHover, '#ffffff'],
      ]);
    },
  );

  it.each(['#f5222d', '#1890ff', '#13c2c2', '#722ed1'])(
    'with %s, the primary colour (buttons, the selected tab) is deepened only as far as its own tint needs',
    (primary) => {
      // In a table row the primary colour is a background (a checkbox, a switch), not text: deepened
      // for a selected row under the pointer as well, every primary button would be darker for nothing.
      const plain = theme.getDesignToken({ token: { colorPrimary: primary } });
      expect(tokens(primary).colorPrimary).toBe(readableOn(plain.colorPrimary, plain.colorPrimaryBg));
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

describe('buildTheme colours in the dark', () => {
  const dark = (primary: string) => buildTheme('medium', primary, { dark: true });
  const tokens = (primary: string) => theme.getDesignToken(dark(primary));
  const PRIMARIES = ['#1890ff', '#fadb14', '#13c2c2', '#304156', '#722ed1'];

  it.each(PRIMARIES)(
    'with %s, links, tabs, status text and tags read at 4.5:1 on their dark tints, and black text on the solid colours',
    (primary) => {
      const t = tokens(primary);
      expectReadable([
        ...onTints(t),
        [t.colorPrimary, t.colorBgContainer],
        [t.colorLinkHover, t.colorBgElevated],
        [t.colorPrimaryHover, t.colorBgContainer],
        // A primary or danger button, the selected tab: their text on the colour.
        [t.colorTextLightSolid, t.colorPrimary],
        [t.colorTextLightSolid, t.colorPrimaryHover],
        [t.colorTextLightSolid, t.colorError],
      ]);
      expect(t.colorTextLightSolid).toBe('#000000');
    },
  );

  it.each(PRIMARIES)(
    'with %s, row actions and status text read at 4.5:1 on a table row in every state, in either mode',
    (primary) => {
      for (const t of [tokens(primary), theme.getDesignToken(buildTheme('medium', primary))]) {
        // antd's Table: a plain row, under the pointer (a translucent fill), selected, selected and under it.
        const rows = [
          t.colorBgContainer,
          opaque(t.colorFillAlter, t.colorBgContainer),
          t.controlItemBgActive,
          t.controlItemBgActiveHover,
        ];
        for (const [text, row] of rows.flatMap((row) =>
          [t.colorLink, t.colorError, t.colorErrorText, t.colorSuccessText, t.colorWarningText].map(
            (text) => [text, row] as const,
          ),
        ))
          expect(contrast(text, row), `${text} on ${row}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(PRIMARIES)(
    'with %s, grey text reads at 4.5:1 on the page, cards, dropdowns and selected rows',
    (primary) => {
      for (const t of [tokens(primary), theme.getDesignToken(buildTheme('medium', primary))]) {
        for (const surface of [t.colorBgLayout, t.colorBgContainer, t.colorBgElevated, t.colorPrimaryBg])
          expect(contrast(opaque(t.colorTextTertiary, surface), surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("keeps antd's dark tints of the chosen colour", () => {
    const plain = theme.getDesignToken({
      algorithm: theme.darkAlgorithm,
      token: { colorPrimary: '#1890ff' },
    });
    const t = tokens('#1890ff');
    expect(t.colorPrimaryBg).toBe(plain.colorPrimaryBg);
    expect(t.colorPrimaryBorder).toBe(plain.colorPrimaryBorder);
    expect(t.colorBgContainer).toBe(plain.colorBgContainer);
  });

  it("keeps white text on antd's own dark surfaces: tooltips and the sidebar's menu", () => {
    const config = dark('#1890ff');
    const t = theme.getDesignToken(config);
    const white = config.components?.Tooltip?.colorTextLightSolid ?? '';
    expect(contrast(white, t.colorBgSpotlight)).toBeGreaterThanOrEqual(4.5);
    const menu = config.components?.Menu;
    expect(menu?.colorTextLightSolid).toBe('#ffffff');
    // White on the selected item, and on the sidebar for the title of the group it is in.
    expect(contrast('#ffffff', menu?.darkItemSelectedBg ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', menu?.darkItemBg ?? '')).toBeGreaterThanOrEqual(4.5);
    expect(config.components?.Layout?.siderBg).toBe(menu?.darkItemBg);
  });
});
