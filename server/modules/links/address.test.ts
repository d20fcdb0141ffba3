import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseIPv6 } from './address.ts';

describe('isPublicAddress', () => {
  it('accepts public IPv4 and global IPv6 unicast', () => {
    for (const address of ['8.8.8.8', '140.205.94.189', '1.1.1.1', '2606:4700:4700::1111', '2400:3200::1', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses private, loopback, link-local, CGNAT, multicast, unspecified, broadcast and reserved IPv4', () => {
    for (const address of [
      '0.0.0.0', '10.1.2.3', '100.64.0.1', '127.0.0.1', '127.255.255.254', '169.254.169.254', '172.16.0.1', '172.31.255.255',
      '192.0.0.8', '192.0.2.1', '192.168.1.1', '198.18.0.1', '198.51.100.7', '203.0.113.9', '224.0.0.1', '239.255.255.250',
      '240.0.0.1', '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the same ranges in IPv6, including IPv4 wrapped in IPv6', () => {
    for (const address of [
      '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', 'ff05::2', '2001:db8::1', '2002:7f00:1::1',
      '2001:0:4136:e378::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '::127.0.0.1',
      '64:ff9b::7f00:1', '64:ff9b::192.168.0.1', '::ffff:0:127.0.0.1', '100::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses text that is not an address', () => {
    for (const value of ['', 'localhost', '1.2.3', '1.2.3.256', 'gggg::1', '1::2::3']) expect(isPublicAddress(value), value).toBe(false);
  });
});

describe('parseIPv6', () => {
  it('expands :: and a dotted IPv4 tail into eight groups', () => {
    expect(parseIPv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('2001:db8::')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('::ffff:192.168.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 0x0001]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('1:2:3:4:5:6:7')).toBeNull();
  });
});
