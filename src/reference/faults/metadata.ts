// Seeded faults of order metadata (spec 2.1): merges, removals, enabled keys and values that are not stored
// as the spec says.

import type { FaultRecord } from './record.js';

export const metadataFaults = [
  {
    name: 'metadata-array-accepted',
    area: 'metadata',
    description: 'Metadata is only checked with `typeof === "object"`, so an array is accepted with 2xx.',
    caughtBy: ['META-NOT-OBJECT-400'],
  },
  {
    name: 'metadata-number-stored-as-number',
    area: 'metadata',
    description: 'Metadata values are not type-checked, so a number is stored and returned as a JSON number.',
    caughtBy: ['META-VALUES-STRINGS'],
  },
  {
    name: 'metadata-number-coerced-to-string',
    area: 'metadata',
    description: 'Non-string metadata values are silently coerced with String() instead of being rejected.',
    caughtBy: ['META-NON-STRING-400'],
  },
  {
    name: 'metadata-unknown-key-rejected',
    area: 'metadata',
    description:
      'A metadata key that is not enabled for the account makes the request fail with 400 instead of being ignored.',
    caughtBy: ['META-UNKNOWN-KEY-NO-ERROR', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-unknown-key-stored',
    area: 'metadata',
    description:
      'The enabled-key filter was forgotten, so keys that are not enabled for the account are stored and returned.',
    caughtBy: ['META-UNKNOWN-KEY-NOT-STORED', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-key-case-folded',
    area: 'metadata',
    description:
      'The enabled-key check lower-cases the key first, so `Gift_Note` is stored under its upper-case spelling.',
    caughtBy: ['META-INVALID-KEY-NOT-STORED'],
  },
  {
    name: 'metadata-other-account-keys-enabled',
    area: 'metadata',
    description:
      "Enabled keys are checked against the union of all accounts' keys, so another account's key is stored.",
    caughtBy: ['META-OTHER-ACCOUNT-KEY-NOT-STORED'],
  },
  {
    name: 'metadata-update-replaces',
    area: 'metadata',
    description: 'Update replaces the whole metadata object instead of merging the supplied keys over it.',
    caughtBy: ['META-MERGE', 'META-PROPERTY-MERGE'],
  },
  {
    name: 'metadata-null-stored-as-null',
    area: 'metadata',
    description: 'On update a null value is stored as JSON null instead of removing the key.',
    caughtBy: ['META-NULL-REMOVES', 'META-VALUES-STRINGS'],
  },
  {
    name: 'metadata-null-stored-as-string',
    area: 'metadata',
    description: 'On update a null value is stringified and stored as "null" instead of removing the key.',
    caughtBy: ['META-NULL-REMOVES'],
  },
  {
    name: 'metadata-omitted-clears',
    area: 'metadata',
    description: 'An update without a metadata field clears the existing metadata.',
    caughtBy: ['META-OMITTED-UNCHANGED'],
  },
  {
    name: 'metadata-empty-object-clears',
    area: 'metadata',
    description: 'An update with `metadata: {}` clears the existing metadata instead of leaving it unchanged.',
    caughtBy: ['META-EMPTY-OBJECT-UNCHANGED'],
  },
  {
    name: 'metadata-empty-string-removes',
    area: 'metadata',
    description:
      'An empty-string value is treated like null (falsy check), so the key is removed instead of stored as "".',
    caughtBy: ['META-EMPTY-STRING-VALUE'],
  },
  {
    name: 'metadata-values-trimmed',
    area: 'metadata',
    description: 'Metadata values are trimmed of surrounding whitespace before they are stored.',
    caughtBy: ['META-VALUE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-constructor-null-400',
    area: 'metadata',
    description:
      "Fastify 4's JSON body parser guards against prototype poisoning by asking whether a `constructor` member's value has a `prototype`: a key `constructor` set to null throws, answered 400, where a key that is not enabled is ignored and the request succeeds.",
    caughtBy: ['META-UNKNOWN-KEY-NO-ERROR'],
  },
  {
    name: 'metadata-json-escapes-low-byte',
    area: 'metadata',
    description:
      'The JSON decoder is hand-written and byte-oriented: a `\\uXXXX` escape becomes its low byte (so `\\u20ac` is not "€") and `\\/` keeps its backslash; bodies without escapes decode right.',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-unicode-latin1',
    area: 'metadata',
    description: 'Metadata values go through a UTF-8 to Latin-1 round trip, so non-ASCII text comes back as mojibake.',
    caughtBy: ['META-VALUE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-astral-dropped',
    area: 'metadata',
    description:
      'Characters outside the Basic Multilingual Plane (emoji) are stripped from metadata values, as by a utf8mb3 column.',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-values-truncated-255',
    area: 'metadata',
    description: 'Metadata values are cut to 255 characters, as by a VARCHAR(255) column.',
    caughtBy: ['META-LONG-VALUE-NOT-TRUNCATED'],
  },
  {
    name: 'metadata-omitted-on-list',
    area: 'metadata',
    description: 'The orders list serializer leaves out the metadata field of every order.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-omitted-when-empty',
    area: 'metadata',
    description: 'Orders with no metadata are returned without a metadata field instead of with `{}`.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-ignored-on-create',
    area: 'metadata',
    description:
      'The create handler copies only the reference, so metadata sent on creation is lost; only updates set metadata.',
    caughtBy: ['META-CREATE-ROUND-TRIP', 'META-PROPERTY-CREATE'],
  },
  {
    name: 'metadata-null-absent-key-500',
    area: 'metadata',
    description:
      "Removing a key the order does not hold raises (like Python's `del d[key]`), so null for an absent key answers 500.",
    caughtBy: ['META-NULL-ABSENT-HARMLESS'],
  },
  {
    name: 'metadata-merge-over-created-snapshot',
    area: 'metadata',
    description:
      'Updates are merged over the metadata the order was created with (a stale copy) instead of its current metadata, so a second update loses the first.',
    caughtBy: ['META-MERGE'],
  },
  {
    name: 'metadata-merge-replaces-at-three-keys',
    area: 'metadata',
    description:
      'When the merged metadata would hold three or more keys, the update keeps only the keys it names (a bulk-rewrite path of the merge).',
    caughtBy: ['META-MERGE'],
  },
  {
    name: 'metadata-null-absent-clears',
    area: 'metadata',
    description:
      "Null for a key the order does not hold resets the order's whole metadata to {} (the removal helper fails and its fallback clears).",
    caughtBy: ['META-NULL-ABSENT-HARMLESS'],
  },
  {
    name: 'metadata-values-accents-stripped',
    area: 'metadata',
    description:
      'Values are folded to ASCII for carrier labels (NFD, then combining marks removed), so "Grüße" is stored as "Gruße" and "café" as "cafe".',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-empty-array-when-empty',
    area: 'metadata',
    description: "Empty metadata is written as `[]`, as PHP's json_encode writes an empty array.",
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-null-when-empty',
    area: 'metadata',
    description: 'Empty metadata is written as null, as Go writes a nil map.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-null-on-create-stored',
    area: 'metadata',
    description: 'A null value on create is stored as JSON null instead of being refused or dropped.',
    caughtBy: ['META-VALUES-STRINGS'],
  },
  {
    name: 'metadata-empty-string-rejected',
    area: 'metadata',
    description: 'An empty-string value is refused with 400 by a `required`-style validator, although "" is a string.',
    caughtBy: ['META-EMPTY-STRING-VALUE'],
  },
  {
    name: 'metadata-null-on-create-stringified',
    area: 'metadata',
    description: 'A null value on create goes through String(), so it is stored as the text "null".',
    caughtBy: ['META-NULL-CREATE-NOT-TEXT'],
  },
  {
    name: 'metadata-null-until-updated',
    area: 'metadata',
    description:
      'An order created without a metadata field keeps a NULL column, rendered "metadata": null, until its first update writes an object.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-concurrent-lost-update',
    area: 'metadata',
    description:
      "An update reads the order's metadata, awaits the database, and writes the merged object back whole, so of two updates sent at once the later one drops the other's key.",
    caughtBy: ['META-CONCURRENT-MERGE'],
  },
  {
    name: 'metadata-numeric-strings-as-numbers',
    area: 'metadata',
    description:
      'The order encoder turns every value that parses as a number into a JSON number, so "123" reads back as 123 and "1e3" as 1000.',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-literal-words-typed',
    area: 'metadata',
    description:
      'Stored values are read back as YAML scalars, so the strings "true", "false" and "null" come back as JSON literals.',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-numeric-strings-normalised',
    area: 'metadata',
    description:
      'Numeric-looking values pass through a number column, so they stay strings but lose their spelling: "007" reads "7", "1e3" reads "1000".',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-update-scalars-coerced',
    area: 'metadata',
    description:
      'Creates check value types, but the update handler stringifies numbers and booleans instead of refusing them with 400.',
    caughtBy: ['META-NON-STRING-400'],
  },
  {
    name: 'metadata-first-account-keys-everywhere',
    area: 'metadata',
    description:
      "The enabled-key list is read from the first account's settings for every account, so the second account stores the first one's keys and drops its own.",
    caughtBy: ['META-SECOND-ACCOUNT-KEYS'],
  },
  {
    name: 'metadata-second-account-keys-everywhere',
    area: 'metadata',
    description:
      "Enabled keys are loaded once, from the last account the start-up seeding wrote (the second), and checked for every account: the first account's own keys are dropped and the second's stored.",
    caughtBy: ['META-OTHER-ACCOUNT-KEY-NOT-STORED'],
  },
  {
    name: 'metadata-update-first-account-keys',
    area: 'metadata',
    description:
      "Creates filter with the caller's enabled keys, but the update handler reads the first account's list, for every account.",
    caughtBy: ['META-SECOND-ACCOUNT-KEYS'],
  },
  {
    name: 'metadata-huge-value-500',
    area: 'metadata',
    description:
      "Metadata values go into a TEXT column of 65,535 bytes: a longer value fails the insert and the database's error escapes as a 500.",
    caughtBy: ['ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'metadata-key-trimmed',
    area: 'metadata',
    description:
      'Metadata keys are trimmed before the enabled keys are looked up, so `" gift_note"` or `"gift_note\\t"` is stored as the enabled key.',
    caughtBy: ['META-INVALID-KEY-NOT-STORED'],
  },
  {
    name: 'metadata-empty-update-body-clears',
    area: 'metadata',
    description:
      'An update with zero body bytes is read as `{"metadata": {}}` replacing the stored map: every key is removed and the answer is 200.',
    caughtBy: ['META-OMITTED-UNCHANGED'],
  },
  {
    name: 'metadata-null-text-removes',
    area: 'metadata',
    description:
      'On update, the texts `null`, `None` and `nil` are read as JSON null by a lenient decoder: the key is removed instead of set to that text.',
    caughtBy: ['META-VALUE-ROUND-TRIP'],
  },
  {
    name: 'metadata-null-reveals-created-value',
    area: 'metadata',
    description:
      'Metadata is kept as a multimap (each write added, not replaced) and null removes only the latest write, so a key written over after its create and then set to null reads its created value again.',
    caughtBy: ['META-NULL-REMOVES'],
  },
  {
    name: 'metadata-null-after-all-removed',
    area: 'metadata',
    description:
      'The metadata map is allocated lazily: an update that removes the last key with null leaves it nil, and the order is read with `"metadata": null`.',
    caughtBy: ['META-READ-PRESENT'],
  },
  {
    name: 'metadata-removed-key-tombstoned',
    area: 'metadata',
    description:
      'A key set to null is kept as a tombstone row (a deleted flag) and reads skip tombstones, so a key removed once and set again later stays hidden for good.',
    caughtBy: ['META-MERGE'],
  },
  {
    name: 'metadata-tombstone-removed-twice-500',
    area: 'metadata',
    description:
      'A key set to null is kept as a tombstone row under a unique index, so setting a key to null again after it was removed inserts a second tombstone and fails with 500.',
    caughtBy: ['META-MERGE', 'ERR-NO-SERVER-ERROR'],
  },
  {
    name: 'metadata-same-value-409',
    area: 'metadata',
    description:
      'An update whose metadata changes nothing it names (each value already stored) is answered 409 "changes nothing", as an optimistic-locking layer does when no row is affected.',
    caughtBy: ['META-MERGE'],
  },
  {
    name: 'metadata-update-partial-before-invalid',
    area: 'metadata',
    description:
      'The merge writes each value as it validates it, so an update answered 400 for a number still stores the string values sent before it.',
    caughtBy: ['META-NON-STRING-400'],
  },
] as const satisfies readonly FaultRecord[];
