import { describe, expect, it } from 'vitest';
import { isPublicAddress, photoAddressProblem } from './photoAddress';

describe('photo addresses the server may fetch', () => {
  it.each(['https://cdn.autohaus.de/golf/1.jpg', 'http://93.184.216.34/a.png', 'https://[2606:4700::1111]/a.jpg'])(
    'allows %s',
    (address) => {
      expect(photoAddressProblem(address)).toBeNull();
    },
  );

  it.each([
    ['ftp://example.com/a.jpg', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['not a url', 'notWebAddress'],
    ['https://user:pw@example.com/a.jpg', 'credentials'],
    ['http://localhost/a.jpg', 'internalServer'],
    ['http://printer.local/a.jpg', 'internalServer'],
    ['http://127.0.0.1/a.jpg', 'privateAddress'],
    ['http://10.0.0.5/a.jpg', 'privateAddress'],
    ['http://172.20.1.1/a.jpg', 'privateAddress'],
    ['http://192.168.1.1/a.jpg', 'privateAddress'],
    ['http://169.254.169.254/latest/meta-data', 'privateAddress'],
    ['http://100.64.0.1/a.jpg', 'privateAddress'],
    ['http://[::1]/a.jpg', 'privateAddress'],
    ['http://[fd00::1]/a.jpg', 'privateAddress'],
    ['http://[::ffff:127.0.0.1]/a.jpg', 'privateAddress'],
    ['https://example.com:22/a.jpg', 'port'],
  ])('refuses %s (%s)', (address, says) => {
    expect(photoAddressProblem(address)).toBe(says);
  });

  it.each([
    ['8.8.8.8', true],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['fe80::1', false],
    ['2001:db8::1', true],
  ])('reads %s as public: %s', (address, isPublic) => {
    expect(isPublicAddress(address)).toBe(isPublic);
  });
});
