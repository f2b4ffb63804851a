// The shared-server wall: only the four endpoints of spec 4, writes only under the run's reference prefix,
// the real key never over plain HTTP to another host; and the plan templates that --dry-run prints.

import { describe, expect, it } from 'vitest';
import type { ApiRequest } from '../../src/http/client.js';
import { UnsafeRequest, checkRequest, requestTemplate } from '../../src/http/safety.js';

const target = {
  ordersBaseUrl: 'https://orders.example',
  scanFormsBaseUrl: 'https://scan.example:8443',
  ordersApiPrefix: '/v1.0',
  scanFormsApiPrefix: '/v2',
  orderReferencePrefix: 'osfc-run1-',
};

describe('checkRequest', () => {
  it.each<[ApiRequest, string]>([
    [{ api: 'orders', method: 'GET', path: '/orders' }, 'GET /orders'],
    [
      { api: 'orders', method: 'POST', path: '/orders', json: { reference: 'osfc-run1-a', metadata: {} } },
      'POST /orders',
    ],
    [{ api: 'orders', method: 'POST', path: '/orders', json: { metadata: {} } }, 'POST /orders'],
    [{ api: 'orders', method: 'POST', path: '/orders', rawBody: '{"reference": ' }, 'POST /orders'],
    [
      { api: 'orders', method: 'PUT', path: '/orders/osfc-run1-x%2Fy', json: { metadata: { a: null } } },
      'PUT /orders/{reference}',
    ],
    [{ api: 'scan-forms', method: 'GET', path: '/scan_forms', query: { page: '2' } }, 'GET /scan_forms'],
    [{ api: 'orders', method: 'GET', path: '/orders', prefix: '/v1.0' }, 'GET /orders'],
    [
      { api: 'orders', method: 'GET', path: '', url: 'http://orders.example/v1.0/orders', auth: { kind: 'none' } },
      'GET /orders',
    ],
    [
      {
        api: 'orders',
        method: 'GET',
        path: '',
        url: 'http://scan.example:8443/v2/scan_forms',
        auth: { kind: 'header', value: 'Bearer decoy', label: 'decoy', shell: 'decoy' },
      },
      'GET /scan_forms',
    ],
    [{ api: 'orders', method: 'PUT', path: '/orders/OSFC-RUN1-EXACT-MIXEDCASE', json: {} }, 'PUT /orders/{reference}'],
    [{ api: 'orders', method: 'POST', path: '/orders', json: { reference: 987654321012 } }, 'POST /orders'],
    [{ api: 'orders', method: 'GET', path: '/osfc-no-such-resource' }, 'GET /osfc-… (no such resource)'],
    [{ api: 'orders', method: 'GET', path: '/orders/osfc-run1-a' }, 'GET /orders/{reference} (wrong method)'],
    // The request space's methods and request-target forms (src/space/dimensions/request-line.ts).
    [{ api: 'orders', method: 'HEAD', path: '/orders' }, 'GET /orders'],
    [{ api: 'scan-forms', method: 'OPTIONS', path: '/scan_forms' }, 'GET /scan_forms'],
    [{ api: 'scan-forms', method: 'OSFC', path: '/scan_forms' }, 'GET /scan_forms'],
    [
      { api: 'orders', method: 'PATCH', path: '/orders/osfc-run1-a', json: { metadata: {} } },
      'PUT /orders/{reference}',
    ],
    [
      {
        api: 'orders',
        method: 'HEAD',
        path: '',
        url: 'http://scan.example:8443/v2/scan_forms',
        auth: { kind: 'none' },
      },
      'GET /scan_forms',
    ],
    [
      {
        api: 'scan-forms',
        method: 'GET',
        path: '',
        url: 'http://scan.example:8443/v2/scan_forms',
        auth: { kind: 'none' },
        absoluteTarget: 'https',
      },
      'GET /scan_forms',
    ],
  ])('allows %o', (req, endpoint) => {
    expect(checkRequest(req, target)).toBe(endpoint);
  });

  it.each<[ApiRequest, RegExp]>([
    [{ api: 'orders', method: 'DELETE', path: '/orders/osfc-run1-a' }, /is not an endpoint of spec 4/],
    [{ api: 'orders', method: 'GET', path: '/orders/someone-elses-order' }, /did not create/],
    [
      { api: 'orders', method: 'POST', path: '', url: 'http://orders.example/v1.0/orders', auth: { kind: 'none' } },
      /a write may cross plain HTTP only on this machine's loopback/,
    ],
    [{ api: 'orders', method: 'PATCH', path: '/orders' }, /is not an endpoint/],
    [{ api: 'orders', method: 'PATCH', path: '/orders/someone-elses-order', json: {} }, /did not create/],
    [{ api: 'orders', method: 'OSFC', path: '/orders' }, /is not an endpoint/],
    [{ api: 'orders', method: 'DELETE', path: '/orders' }, /is not an endpoint/],
    [{ api: 'scan-forms', method: 'GET', path: '/scan_forms/sf_1' }, /is not an endpoint/],
    [{ api: 'scan-forms', method: 'POST', path: '/scan_forms' }, /is not an endpoint/],
    [{ api: 'orders', method: 'GET', path: '/admin' }, /is not an endpoint/],
    [{ api: 'orders', method: 'POST', path: '/osfc-no-such-resource' }, /is not an endpoint/],
    [{ api: 'orders', method: 'GET', path: '/osfc-x/../admin' }, /is not an endpoint/],
    [{ api: 'orders', method: 'PUT', path: '/orders/someone-elses-order', json: {} }, /did not create .*"osfc-run1-"/],
    [{ api: 'orders', method: 'PUT', path: '/orders/osfc-run1-a/extra', json: {} }, /is not an endpoint/],
    [
      { api: 'orders', method: 'POST', path: '/orders', json: { reference: 'ORDER-1001' } },
      /would create order "ORDER-1001"/,
    ],
    [
      { api: 'orders', method: 'POST', path: '/orders', rawBody: '{"reference":"ORDER-1001"}' },
      /would create order "ORDER-1001"/,
    ],
    [
      { api: 'orders', method: 'GET', path: '', url: 'https://collector.example/v1.0/orders' },
      /not at the target's host/,
    ],
    [{ api: 'orders', method: 'POST', path: '', url: 'https://orders.example/v1.0/orders' }, /is not an endpoint/],
    [
      { api: 'orders', method: 'GET', path: '', url: 'http://orders.example/v1.0/orders' },
      /real key may cross plain HTTP only on this machine's loopback/,
    ],
    [
      {
        api: 'orders',
        method: 'GET',
        path: '',
        url: 'http://orders.example/v1.0/orders',
        auth: { kind: 'second-key' },
      },
      /loopback/,
    ],
  ])('refuses %o', (req, message) => {
    expect(() => checkRequest(req, target)).toThrow(UnsafeRequest);
    expect(() => checkRequest(req, target)).toThrow(message);
  });

  it('lets the real key cross plain HTTP to loopback only', () => {
    const local = { ...target, ordersBaseUrl: 'https://127.0.0.1:8443', scanFormsBaseUrl: 'https://127.0.0.1:8443' };
    expect(
      checkRequest({ api: 'orders', method: 'GET', path: '', url: 'http://127.0.0.1:8443/v1.0/orders' }, local),
    ).toBe('GET /orders');
  });

  it('lets a create and an update of a run order cross plain HTTP to loopback only (the write probe of spec 5.3)', () => {
    const local = { ...target, ordersBaseUrl: 'https://[::1]:8443', scanFormsBaseUrl: 'https://[::1]:8443' };
    expect(
      checkRequest(
        {
          api: 'orders',
          method: 'POST',
          path: '',
          url: 'http://[::1]:8443/v1.0/orders',
          json: { reference: 'osfc-run1-p' },
        },
        local,
      ),
    ).toBe('POST /orders');
    expect(
      checkRequest(
        { api: 'orders', method: 'PUT', path: '', url: 'http://[::1]:8443/v1.0/orders/osfc-run1-p', json: {} },
        local,
      ),
    ).toBe('PUT /orders/{reference}');
    expect(() =>
      checkRequest(
        { api: 'orders', method: 'PUT', path: '', url: 'http://[::1]:8443/v1.0/orders/not-ours', json: {} },
        local,
      ),
    ).toThrow(/did not create/);
    expect(() =>
      checkRequest(
        {
          api: 'orders',
          method: 'POST',
          path: '',
          url: 'http://[::1]:8443/v1.0/orders',
          json: { reference: 'not-ours' },
        },
        local,
      ),
    ).toThrow(/outside the run's reference prefix/);
  });
});

describe('keyless route variants (spec 5.4 probes)', () => {
  const none = { kind: 'none' } as const;
  const variant = (method: ApiRequest['method'], rawPath: string, extra: Partial<ApiRequest> = {}): ApiRequest => ({
    api: rawPath.startsWith('/v2') || rawPath.startsWith('/V2') ? 'scan-forms' : 'orders',
    method,
    path: '',
    rawPath,
    auth: none,
    ...extra,
  });

  it.each<ApiRequest>([
    variant('GET', '/v2/scan_forms/'),
    variant('HEAD', '/V2/SCAN_FORMS'),
    variant('OPTIONS', '/v1.0/orders/osfc-run1-a'),
    variant('GET', '/v1.0/x/../orders#'),
    variant('GET', '/v1.0%2Forders?'),
    variant('POST', '/v1.0/./orders;x=1', { json: { reference: 'osfc-run1-b' } }),
    variant('PUT', '/V1.0//ORDERS/OSFC-RUN1-A/', { json: { metadata: {} } }),
    variant('PUT', '/v1.0/%6Frders/osfc-run1-a', { json: {} }),
  ])('allows %o', (req) => {
    expect(checkRequest(req, target)).toBe('keyless route variant');
  });

  it.each<[ApiRequest, RegExp]>([
    [{ ...variant('GET', '/v2/scan_forms/'), auth: { kind: 'key' } }, /only without a valid key/],
    [{ ...variant('GET', '/v2/scan_forms/'), auth: { kind: 'second-key' } }, /only without a valid key/],
    [variant('POST', '/v1.0/orders/', { json: { reference: 'ORDER-1001' } }), /outside the run's reference prefix/],
    [variant('POST', '/v1.0/orders/', { json: {} }), /outside the run's reference prefix/],
    [variant('PUT', '/v1.0/orders/someone-elses/', { json: {} }), /did not create/],
    [variant('PUT', '/v1.0/orders/osfc-run1-a/../../admin', { json: {} }), /not a variant/],
    [variant('DELETE', '/v1.0/orders/osfc-run1-a/'), /not a variant/],
    [variant('POST', '/v2/scan_forms/', { json: { reference: 'osfc-run1-c' } }), /not a variant/],
    [variant('GET', '/v1.0/admin/'), /not a variant/],
    [variant('PUT', '/v1.0/orders%2Fosfc-run1-a/x', { json: {} }), /not a variant/],
  ])('refuses %o', (req, message) => {
    expect(() => checkRequest(req, target)).toThrow(message);
  });

  it('renders the plan line without the run reference', () => {
    expect(requestTemplate(variant('PUT', '/v1.0//orders/osfc-run1-a;x=1', { json: {} }), target)).toBe(
      'PUT {base_url}/v1.0//orders/{reference};x=1 (no valid key)',
    );
  });
});

describe('requestTemplate', () => {
  it.each<[ApiRequest, string]>([
    [{ api: 'orders', method: 'GET', path: '/orders' }, 'GET {base_url}/v1.0/orders'],
    [
      { api: 'orders', method: 'PUT', path: '/orders/osfc-run1-a-3', json: {} },
      'PUT {base_url}/v1.0/orders/{reference}',
    ],
    [
      {
        api: 'scan-forms',
        method: 'GET',
        path: '/scan_forms',
        query: [
          ['page', '2'],
          ['page', '3'],
          ['summary', 'true'],
        ],
      },
      'GET {scan_base_url}/v2/scan_forms?page=…&summary=…',
    ],
    [{ api: 'orders', method: 'GET', path: '/orders', prefix: '/v1.1' }, 'GET {base_url}/v1.1/orders'],
    [
      { api: 'orders', method: 'GET', path: '', url: 'http://scan.example:8443/v2/scan_forms' },
      'GET http://{host}:{port}/v2/scan_forms',
    ],
    [
      { api: 'orders', method: 'GET', path: '', url: 'http://orders.example/v1.0/orders' },
      'GET http://{host}:80/v1.0/orders',
    ],
  ])('renders %o as %s', (req, template) => {
    expect(requestTemplate(req, target)).toBe(template);
  });
});
