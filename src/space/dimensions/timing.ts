// When a read is sent against the run's writes: once they have settled, as they go out, at once after they are
// answered, and right after the other account's read. The spec gives no moment when a listing may be wrong or refused.

import { dimension, type SpaceClass } from '../model.js';

/** Which moment a read of GET /v1.0/orders is sent at, relative to the writes and reads around it. */
export interface TimingCase {
  readonly moment: 'after-writes-settle' | 'beside-creates' | 'at-once-after-creates' | 'right-after-other-key';
}

const moment = (
  name: TimingCase['moment'],
  sentBy: string,
  why: string,
  kind: SpaceClass['kind'] = 'boundary',
): SpaceClass<TimingCase> => ({ name, kind, value: { moment: name }, expect: 'accepted', why, sentBy });

export const READ_TIMING = dimension<TimingCase>({
  id: 'read-timing',
  name: 'When a read is sent',
  varies: "the moment GET /v1.0/orders is sent, against the run's creates and the other account's reads",
  location: 'timing',
  sources: [
    { document: 'spec', section: '2.1', says: 'metadata is returned whenever the order is read' },
    { document: 'spec', section: '4.1', says: 'GET {base_url}/v1.0/orders lists the orders' },
    { document: 'spec', section: '5.1', says: 'requests are authenticated with an API key' },
  ],
  classes: [
    moment(
      'after-writes-settle',
      'META-CREATE-ROUND-TRIP',
      "the run's shared listing reads: sent once the writes out have been answered",
      'valid',
    ),
    moment(
      'beside-creates',
      'ORD-CONCURRENT-CREATES-LISTED',
      'a listing whose handler walks the live store while a create adds to it fails only then',
    ),
    moment(
      'at-once-after-creates',
      'ORD-CONCURRENT-CREATES-LISTED',
      'a create answered before its metadata is stored (a background task) shows the order without it only then',
    ),
    moment(
      'right-after-other-key',
      'ORD-ISOLATION-READ-AFTER-READ',
      "a listing cached under its URL alone serves one account's orders to the other only within the cache's life",
    ),
  ],
  invariants: ['no-server-error', 'write-as-modelled'],
  judgedBy: [
    'ORD-CONCURRENT-CREATES-LISTED/beside-creates',
    'ORD-CONCURRENT-CREATES-LISTED/listed',
    'ORD-ISOLATION-READ-AFTER-READ',
  ],
});
