import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/modules/system/update/address-class.js';
import {
  checkFeedUrl,
  feedPolicy,
  feedUrlRefusal,
  type Lookup,
  resolveFeedTarget,
} from '../src/modules/system/update/feed-target.js';

const strict = feedPolicy({});
const mirror = feedPolicy({ updateFeedAllow: ['Mirror.Intranet.', '10.1.2.3'] });
const refusalOf = (url: string, policy = strict) => {
  const checked = checkFeedUrl(url, policy);
  return checked.ok ? 'ok' : checked.refusal;
};
const answers =
  (...addresses: string[]): Lookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('the update feed address classifier', () => {
  it('refuses every internal IPv4 range and keeps public ones', () => {
    for (const ip of [
      '0.0.0.0',
      '0.1.2.3',
      '10.0.0.1',
      '10.255.255.255',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.0.9',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.1', '172.15.0.1', '172.32.0.1']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it('refuses internal IPv6 ranges, and IPv6 forms that embed an internal IPv4 address', () => {
    for (const ip of [
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '0:0:0:0:0:ffff:a00:1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '100::1',
      'not-an-address',
      '',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(ip), ip).toBe(true);
    }
  });

  it('judges a URL by its normalized host: decimal, hex, octal and short IPv4 forms, trailing dots, localhost', () => {
    for (const url of [
      'https://127.0.0.1/feed',
      'https://2130706433/feed',
      'https://0x7f.1/feed',
      'https://0x7f000001/',
      'https://017700000001/',
      'https://127.1/',
      'https://127.0.0.1./',
      'https://%31%32%37.0.0.1/',
      'https://[::1]:8080/',
      'https://[::ffff:127.0.0.1]/',
      'https://[0:0:0:0:0:ffff:7f00:1]/',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://api.localhost/',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://[fd00::1]/',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
    ]) {
      expect(refusalOf(url), url).toBe('update.feedNotPublic');
    }
    expect(refusalOf('https://updates.example.com/feed.json')).toBe('ok');
    expect(refusalOf('https://93.184.216.34/feed')).toBe('ok');
  });

  it('wants https; http, other schemes and credentials are refused unless an allowed mirror', () => {
    expect(refusalOf('http://updates.example.com/feed')).toBe('update.feedNotHttps');
    expect(refusalOf('ftp://updates.example.com/feed')).toBe('update.feedNotHttps');
    expect(refusalOf('file:///etc/passwd')).toBe('update.feedNotHttps');
    expect(refusalOf('https://user:secret@updates.example.com/')).toBe('validation.format');
    expect(refusalOf('not a url')).toBe('validation.format');
    // Allowed hosts (compared without case and trailing dots): http and private addresses.
    expect(refusalOf('http://mirror.intranet/feed', mirror)).toBe('ok');
    expect(refusalOf('http://MIRROR.intranet./feed', mirror)).toBe('ok');
    expect(refusalOf('http://10.1.2.3:8080/feed', mirror)).toBe('ok');
    expect(refusalOf('http://10.1.2.4/feed', mirror)).toBe('update.feedNotHttps');
    expect(refusalOf('https://10.1.2.4/feed', mirror)).toBe('update.feedNotPublic');
  });

  it('checks EVERY address DNS returns, and hands back the checked one to connect to', async () => {
    const target = (url: string, policy = strict) => {
      const checked = checkFeedUrl(url, policy);
      if (!checked.ok) throw new Error(checked.refusal);
      return checked.value;
    };
    const feed = target('https://updates.example.com/feed');
    expect(await resolveFeedTarget(feed, answers('93.184.216.34'))).toEqual({
      ok: true,
      value: { address: '93.184.216.34', family: 4 },
    });
    for (const internal of ['127.0.0.1', '10.0.0.7', '::1', '::ffff:192.168.0.1', 'fd00::2']) {
      expect(await resolveFeedTarget(feed, answers('93.184.216.34', internal)), internal).toEqual({
        ok: false,
        refusal: 'update.feedNotPublic',
      });
    }
    expect(await resolveFeedTarget(feed, answers())).toEqual({ ok: false, refusal: 'unresolved' });
    const failing: Lookup = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await resolveFeedTarget(feed, failing)).toEqual({ ok: false, refusal: 'unresolved' });
    // An allowed mirror's name may resolve to a private address.
    expect(await resolveFeedTarget(target('http://mirror.intranet/', mirror), answers('10.9.9.9'))).toEqual({
      ok: true,
      value: { address: '10.9.9.9', family: 4 },
    });
  });

  it('at save time: the URL rules, then DNS when it responds (an unknown name is left to the fetch)', async () => {
    expect(await feedUrlRefusal('', strict)).toBeUndefined();
    expect(await feedUrlRefusal('http://127.0.0.1:8080/', strict)).toBe('update.feedNotHttps');
    expect(await feedUrlRefusal('https://rebind.example/', strict, answers('127.0.0.1'))).toBe(
      'update.feedNotPublic',
    );
    expect(
      await feedUrlRefusal('https://updates.example.com/', strict, answers('93.184.216.34')),
    ).toBeUndefined();
    expect(await feedUrlRefusal('https://nowhere.example/', strict, answers())).toBeUndefined();
  });
});
