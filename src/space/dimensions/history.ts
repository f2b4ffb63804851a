// A metadata key's history before an update: written over once or twice, removed, set again, removed twice. Spec 2.1
// gives each update its effect alone, so after any history the key holds what the last update gave it, or nothing.

import { dimension, type SpaceClass } from '../model.js';

/** The updates sent in turn to one enabled key the order holds: a value (its label) or null, which removes it. */
export interface HistoryCase {
  readonly updates: ReadonlyArray<string | null>;
}

const history = (
  name: string,
  updates: HistoryCase['updates'],
  why: string,
  extra: Partial<SpaceClass<HistoryCase>> = {},
): SpaceClass<HistoryCase> => ({ name, kind: 'boundary', value: { updates }, expect: 'accepted', why, ...extra });

export const KEY_HISTORY = dimension<HistoryCase>({
  id: 'key-history',
  name: "A key's history before an update",
  varies: 'what the updates before it did to the key it names: written over, removed, set again',
  location: 'update-body',
  sources: [
    { document: 'spec', section: '2.1.4', says: "the supplied metadata is merged over the order's existing metadata" },
    { document: 'spec', section: '2.1.5', says: 'on update, a key set to null is removed' },
  ],
  classes: [
    history('written-over-once', ['over'], 'the update that changes the first key in META-MERGE', {
      kind: 'valid',
      sentBy: 'META-MERGE',
    }),
    history('written-over-twice', ['first', 'second'], 'a value kept from the first write, or a write-once column'),
    history('same-value-again', ['same', 'same'], 'an update that changes nothing read as a conflict or a removal'),
    history(
      'written-over-then-removed',
      ['over', null],
      'a removal that brings back the value the key was created with',
    ),
    history('removed-then-set', [null, 'again'], 'a removed key kept as a tombstone that refuses or hides a new value'),
    history('removed-twice', [null, null], 'a second removal of a key once held: a tombstone deleted twice'),
    history('removed-set-removed', [null, 'again', null], 'the second removal of a key set again after its first'),
  ],
  invariants: ['no-server-error', 'no-error-under-2xx', 'write-as-modelled'],
  judgedBy: ['META-MERGE/key-history', 'ERR-NO-SERVER-ERROR/update-body'],
});
