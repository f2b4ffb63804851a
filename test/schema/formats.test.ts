// Unit tests of the custom string formats: UTC date-times (2.2) and fetchable URLs (2.2).
// Listed strings sit on the edges of each rule, so a loosened or tightened regex fails here first.
import { describe, expect, it } from 'vitest';
import { isFetchableUrl, isUtcDateTime } from '../../src/schema/formats.js';

describe('utc-date-time', () => {
  it.each([
    '2024-08-02T23:15:26Z',
    '2024-08-02T23:15:26+00:00',
    '2024-08-02T23:15:26.123Z',
    '2024-08-02T23:15:26.123456+00:00',
    '2024-02-29T00:00:00Z', // leap year
    '2016-12-31T23:59:60Z', // leap second
  ])('accepts %s', (s) => expect(isUtcDateTime(s)).toBe(true));

  it.each([
    '2024-08-02T23:15:26+02:00', // not UTC
    '2024-08-02T23:15:26-00:00', // RFC 3339: offset unknown
    '2024-08-02T23:15:26', // no zone at all
    '2024-08-02T23:15:26z', // ISO 8601 writes the designator upper-case
    '2024-08-02t23:15:26Z',
    '2024-08-02 23:15:26Z',
    '2024-08-02T23:15:26+0000', // basic-format offset mixed with extended date
    '2024-08-02T23:15Z',
    '2024-08-02',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-04-31T00:00:00Z',
    '2024-08-02T24:00:00Z',
    '2024-08-02T12:59:60Z', // a leap second only at 23:59
    '2024-08-02T23:15:26.Z',
    ' 2024-08-02T23:15:26Z',
    '',
  ])('rejects %j', (s) => expect(isUtcDateTime(s)).toBe(false));
});

describe('fetchable-url', () => {
  it.each([
    'https://easypost-files.s3.us-west-2.amazonaws.com/files/scan_form/20240802/e83e.pdf',
    'https://easypost-files.s3-us-west-2.amazonaws.com/files/scan_form/20200511/5a44.pdf',
    'http://localhost:8080/a.csv',
    'https://files.example.com/a.pdf?sig=abc#page=1',
  ])('accepts %s', (s) => expect(isFetchableUrl(s)).toBe(true));

  it.each([
    '',
    'files/a.pdf',
    '/files/a.pdf',
    '//files.example.com/a.pdf',
    'ftp://files.example.com/a.pdf',
    'https://',
    'https:files.example.com',
    'https://files.example.com/a b.pdf',
    ' https://files.example.com/a.pdf',
    'mailto:a@example.com',
  ])('rejects %j', (s) => expect(isFetchableUrl(s)).toBe(false));
});
