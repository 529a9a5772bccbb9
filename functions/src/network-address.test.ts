import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressLimitKey, UNKNOWN_ADDRESS_KEY } from './network-address';

describe('finding N8: the key a per-address limit counts a caller by', () => {
  it('IPv4 is counted as it is', () => {
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey(' 203.0.113.9 ')).toBe('203.0.113.9');
    expect(addressLimitKey('0.0.0.0')).toBe('0.0.0.0');
    expect(addressLimitKey('255.255.255.255')).toBe('255.255.255.255');
    expect(addressLimitKey('203.0.113.10')).not.toBe(addressLimitKey('203.0.113.9'));
  });

  it('IPv6 is counted by its /64: every address of one /64 has one key', () => {
    const key = '2001:db8:aa:1::/64';
    expect(addressLimitKey('2001:db8:aa:1::1')).toBe(key);
    expect(addressLimitKey('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressLimitKey('2001:db8:aa:1:1234:5678:9abc:def0')).toBe(key);
    // The neighbouring /64s are others.
    expect(addressLimitKey('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(addressLimitKey('2001:db8:aa:0::1')).toBe('2001:db8:aa:0::/64');
  });

  it('every spelling of one /64 gives one key: full, compressed, leading zeros, upper case, brackets', () => {
    const key = '2001:db8:0:1::/64';
    for (const spelling of [
      '2001:0db8:0000:0001:0000:0000:0000:0001',
      '2001:db8:0:1:0:0:0:1',
      '2001:db8:0:1::1',
      '2001:DB8:0:1::A',
      '2001:db8::1:0:0:0:1',
      '[2001:db8:0:1::1]',
      '2001:db8:0:1:0:0:203.0.113.9',
    ])
      expect(addressLimitKey(spelling), spelling).toBe(key);
    expect(addressLimitKey('::')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressLimitKey('1:2:3:4:5:6:7::')).toBe('1:2:3:4::/64');
  });

  it('an IPv4-mapped IPv6 address (a dual-stack socket) is its IPv4 address', () => {
    expect(addressLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(addressLimitKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    // Not mapped: another prefix.
    expect(addressLimitKey('::fffe:203.0.113.9')).toBe('0:0:0:0::/64');
  });

  it('a zone id is left out', () => {
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('fe80::abcd%25en0')).toBe('fe80:0:0:0::/64');
  });

  it('anything that is no address shares one key, so a made-up value opens no limit of its own', () => {
    for (const garbage of [
      '',
      ' ',
      'unknown',
      'localhost',
      '203.0.113',
      '203.0.113.9.1',
      '256.0.0.1',
      '203.0.113.09',
      '1.2.3.-4',
      '2001:db8::1::2',
      '2001:db8:0:1:0:0:0:0:1',
      '2001:db8:0:1:0:0:0',
      '12345::1',
      'g::1',
      ':1:2:3:4:5:6:7',
      ':::',
      '::ffff:1.2.3',
      '::ffff:1.2.3.4.5',
      '1.2.3.4:80',
      `${'1:'.repeat(40)}1`,
      '<script>',
    ])
      expect(addressLimitKey(garbage), garbage).toBe(UNKNOWN_ADDRESS_KEY);
  });

  it("agrees with Node's own reading of what is an address", () => {
    const samples = [
      '203.0.113.9',
      '2001:db8::1',
      '::ffff:1.2.3.4',
      '1::',
      '::',
      '1:2:3:4:5:6:7:8',
      '1:2:3:4:5:6:1.2.3.4',
      '1::2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      '01.2.3.4',
      'abcd',
      '::1.2.3.4',
      'a:b:c:d:e:f:1.2.3.4',
      'a:b:c:d:e:f:g:1',
    ];
    for (const sample of samples)
      expect(addressLimitKey(sample) !== UNKNOWN_ADDRESS_KEY, sample).toBe(isIP(sample) !== 0);
  });
});
