import { assetCode } from '@bo/contract';
import { describe, expect, it } from 'vitest';
import { codeFromLabel, lineOfCode } from './labelCode';

describe('reading an asset label', () => {
  it('takes the asset code the label sheet encodes, as printed', () => {
    const code = assetCode('301', '2026-05-01', 42);
    expect(codeFromLabel(code)).toBe('ZC0301-2026-000042');
  });

  it('ignores the blanks a reader may add around it', () => {
    expect(codeFromLabel('  ZC0301-2026-000042\n')).toBe('ZC0301-2026-000042');
  });

  it('refuses what is not one of our labels: empty, several lines, control characters, too long', () => {
    expect(codeFromLabel('   ')).toBeNull();
    expect(codeFromLabel('ZC0301 2026')).toBeNull();
    expect(codeFromLabel('WIFI:S:net;\nP:x;')).toBeNull();
    expect(codeFromLabel('ZC\u0007')).toBeNull();
    expect(codeFromLabel('Z'.repeat(65))).toBeNull();
  });

  it('finds the campaign line of a code typed in any case', () => {
    const lines = [
      { id: 1, code: 'ZC0301-2026-000042' },
      { id: 2, code: 'ZC0301-2026-000043' },
    ];
    expect(lineOfCode(lines, 'zc0301-2026-000043')?.id).toBe(2);
    expect(lineOfCode(lines, 'ZC0301-2026-000099')).toBeUndefined();
  });
});
