import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesSignature, TextCheck } from '../src/modules/upload/signatures.js';
import { STORED_PATH, sweepStaleTemp, thumbnailPath } from '../src/modules/upload/storage.js';

const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');
const noText = { valid: false };

function text(...chunks: Buffer[]): boolean {
  const check = new TextCheck();
  for (const c of chunks) check.push(c);
  return check.end();
}

describe('file signatures', () => {
  const bmpHeader = Buffer.concat([Buffer.from('BM'), Buffer.alloc(12), hex('28000000')]);
  const samples: Record<string, Buffer> = {
    png: hex('89504e470d0a1a0a0000000d49484452'),
    jpg: hex('ffd8ffe000104a464946'),
    jpeg: hex('ffd8ffdb'),
    bmp: bmpHeader,
    gif: Buffer.from('GIF89a\x01\x00', 'latin1'),
    pdf: Buffer.from('%PDF-1.4\n'),
    zip: hex('504b0304140000000800'),
    docx: hex('504b030414000600'),
    xlsx: hex('504b0506000000000000'),
    pptx: hex('504b0304'),
    doc: hex('d0cf11e0a1b11ae1'),
    xls: hex('d0cf11e0a1b11ae1'),
    ppt: hex('d0cf11e0a1b11ae1'),
    wps: hex('d0cf11e0a1b11ae1'),
    et: hex('504b0304'),
    rar: Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'),
    mp4: Buffer.concat([hex('00000020'), Buffer.from('ftypisom')]),
  };

  it('accepts each extension with its own signature', () => {
    for (const [ext, head] of Object.entries(samples)) {
      expect(matchesSignature(ext, head, noText), ext).toBe(true);
    }
  });

  it('refuses other contents under those extensions', () => {
    const script = Buffer.from('#!/bin/sh\necho hi\n');
    for (const ext of Object.keys(samples)) expect(matchesSignature(ext, script, noText), ext).toBe(false);
    expect(matchesSignature('png', samples.jpg!, noText)).toBe(false);
    expect(matchesSignature('doc', samples.docx!, noText)).toBe(false);
    expect(matchesSignature('docx', samples.doc!, noText)).toBe(false);
    expect(matchesSignature('bmp', Buffer.from('BM is how this text starts'), noText)).toBe(false);
    expect(matchesSignature('mp4', Buffer.from('ftyp at the start'), noText)).toBe(false);
    expect(matchesSignature('exe', hex('4d5a9000'), noText)).toBe(false);
    expect(matchesSignature('png', Buffer.alloc(0), noText)).toBe(false);
  });

  it('takes txt and csv as UTF-8 text without NUL bytes, across chunk borders', () => {
    const chinese = Buffer.from('资产');
    expect(text(chinese.subarray(0, 2), chinese.subarray(2), Buffer.from('\nok'))).toBe(true);
    expect(text(Buffer.from('a,b\n'), Buffer.from([0]))).toBe(false);
    expect(text(Buffer.from([0xc3, 0x28]))).toBe(false);
    expect(text(chinese.subarray(0, 4))).toBe(false);
    expect(matchesSignature('txt', Buffer.from('hello'), { valid: true })).toBe(true);
    expect(matchesSignature('csv', Buffer.from('hello'), { valid: false })).toBe(false);
  });
});

describe('stored paths', () => {
  it('admits only the names the upload route makes', () => {
    const name = 'abcdef0123456789abcdef0123456789';
    expect(STORED_PATH.test(`2025/01/${name}.png`)).toBe(true);
    expect(STORED_PATH.test(thumbnailPath(`2025/01/${name}.png`))).toBe(true);
    expect(thumbnailPath(`2025/01/${name}.jpeg`)).toBe(`2025/01/${name}_300.jpeg`);
    for (const bad of [
      `../2025/01/${name}.png`,
      `2025/01/../${name}.png`,
      `2025/01/${name}.png/`,
      `2025/01/${name}`,
      `2025/01/${name.toUpperCase()}.png`,
      `/2025/01/${name}.png`,
      `2025\\01\\${name}.png`,
      '2025/01/',
      '',
    ]) {
      expect(STORED_PATH.test(bad), bad).toBe(false);
    }
  });
});

describe('sweepStaleTemp', () => {
  it('removes only old temporary files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-sweep-'));
    const old = path.join(dir, 'old.part');
    const fresh = path.join(dir, 'fresh.part');
    fs.writeFileSync(old, 'x');
    fs.writeFileSync(fresh, 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    await sweepStaleTemp(dir);
    expect(fs.readdirSync(dir)).toEqual(['fresh.part']);
    await sweepStaleTemp(path.join(dir, 'missing'));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
