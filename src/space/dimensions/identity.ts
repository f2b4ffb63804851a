// What names things: the account a key stands for, the key names of metadata (2.1.1), the literal spellings of
// null in filters and values, and the forms of the update path (RFC 3986). Each is a place where a careless server
// folds two different names into one.

import { dimension, type SpaceClass } from '../model.js';

/** Which key sends what, in a sequence the coverage phase runs. */
export interface AccountCase {
  readonly sequence:
    | 'first-key'
    | 'same-reference-both-accounts'
    | 'errors-second-key'
    | 'same-query-both-keys'
    | 'write-then-both-listings'
    | 'body-ends-after-other-key';
}

const account = (
  name: AccountCase['sequence'],
  expect: SpaceClass['expect'],
  why: string,
  extra: Partial<SpaceClass<AccountCase>> = {},
): SpaceClass<AccountCase> => ({ name, kind: 'boundary', value: { sequence: name }, expect, why, ...extra });

export const ACCOUNT = dimension<AccountCase>({
  id: 'account',
  name: 'Identity across the two accounts',
  varies: 'which key sends a request, and what the other key did before',
  location: 'accounts',
  sources: [
    { document: 'spec', section: '5.1', says: 'requests are authenticated with an API key' },
    { document: 'spec', section: '4.4', says: 'returns the ScanForm objects associated with the API key used' },
    { document: 'spec', section: '7', says: 'error: the status text' },
  ],
  classes: [
    account('first-key', 'accepted', 'every requirement', { kind: 'valid', sentBy: 'AUTH-VALID-KEY-ACCEPTED' }),
    account(
      'same-reference-both-accounts',
      'honest-or-400',
      "each account's create of one reference is its own order",
      {
        sentBy: 'ORD-ISOLATION-SAME-REFERENCE',
      },
    ),
    account('errors-second-key', 'open', "an error of the second key's request carries the same error body"),
    account('same-query-both-keys', 'accepted', 'each key reads its own forms', { sentBy: 'ISO-SF-OWN-FORMS' }),
    account('write-then-both-listings', 'accepted', 'a write is listed for its key only', {
      sentBy: 'ORD-ISOLATION-LIST',
    }),
    account(
      'body-ends-after-other-key',
      'accepted',
      "an update whose body ends after the other key's request: applied in its own account, not the last one authenticated",
      { sentBy: 'ORD-ISOLATION-CONCURRENT' },
    ),
  ],
  invariants: ['error-body', 'write-as-modelled', 'no-server-error'],
  judgedBy: ['ORD-ISOLATION-SAME-REFERENCE', 'ERR-BODY-BAD-INPUT/accounts', 'ORD-ISOLATION-LIST'],
});

/** A spelling of a metadata key: a transformation of the first enabled key. */
export interface KeyForm {
  readonly transform:
    | 'exact'
    | 'leading-space'
    | 'trailing-space'
    | 'leading-tab'
    | 'trailing-newline'
    | 'upper-case'
    | 'capitalised'
    | 'plural-suffix'
    | 'underscore-suffix'
    | 'digit-suffix'
    | 'last-letter-cut'
    | 'hyphen-for-underscore'
    | 'dot-suffix'
    | 'cyrillic-lookalike'
    | 'trailing-nul';
}

const form = (transform: KeyForm['transform'], why: string): SpaceClass<KeyForm> => ({
  name: transform,
  kind: transform === 'exact' ? 'valid' : 'invalid',
  value: { transform },
  expect: transform === 'exact' ? 'accepted' : 'honest-or-400',
  why,
  ...(transform === 'exact' ? { sentBy: 'META-CREATE-ROUND-TRIP' } : {}),
});

export const METADATA_KEY_FORM = dimension<KeyForm>({
  id: 'metadata-key-form',
  name: 'Spellings of a metadata key',
  varies: 'the name of a metadata key near an enabled one: whitespace, case, suffixes, lookalikes',
  location: 'update-body',
  sources: [
    { document: 'spec', section: '2.1.1', says: 'key names consist of lowercase letters and underscores' },
    { document: 'spec', section: '2.1.3', says: 'a key that is not enabled is silently ignored' },
  ],
  classes: [
    form('exact', 'the enabled key itself'),
    form('leading-space', 'trimmed into the enabled key by a careless server'),
    form('trailing-space', 'trimmed into the enabled key by a careless server'),
    form('leading-tab', 'trimmed into the enabled key by a careless server'),
    form('trailing-newline', 'trimmed into the enabled key by a careless server'),
    form('upper-case', 'folded into the enabled key by a case-insensitive lookup'),
    form('capitalised', 'folded into the enabled key by a case-insensitive lookup'),
    form('plural-suffix', 'matched by a prefix test'),
    form('underscore-suffix', 'matched by a prefix test'),
    form('digit-suffix', 'matched by a prefix test'),
    form('last-letter-cut', 'matched by a substring test'),
    form('hyphen-for-underscore', 'normalised by a slug function'),
    form('dot-suffix', 'cut at the dot by a path-like reader'),
    form('cyrillic-lookalike', 'folded by a Unicode confusable map'),
    form('trailing-nul', 'cut at the NUL by a C string'),
  ],
  invariants: ['write-as-modelled', 'no-server-error', 'error-body'],
  judgedBy: ['META-INVALID-KEY-NOT-STORED/one-at-a-time', 'ERR-NO-SERVER-ERROR/update-body'],
});

/** A key that obeys 2.1.1 but names what a language's plain objects already hold, set to text or to null. */
export interface MemberKey {
  readonly key: 'constructor' | '__proto__' | 'prototype';
  readonly value: 'text' | 'null';
}

const member = (
  key: MemberKey['key'],
  value: MemberKey['value'],
  why: string,
  expect: SpaceClass['expect'] = 'accepted',
): SpaceClass<MemberKey> => ({
  name: `${key.replaceAll('_', '') === key ? key : `underscored-${key.replaceAll('_', '')}`}-${value}`,
  kind: 'boundary',
  value: { key, value },
  expect,
  why,
});

// Fastify's body parser and the OWASP core rule set of a firewall refuse a member named __proto__ before the API
// sees it, as protection against prototype pollution: refused with 400 and the error body, or ignored, never stored.
const GUARDED = 'refused by prototype-pollution guards (Fastify by default, the OWASP core rule set) or ignored';

export const OBJECT_MEMBER_KEY = dimension<MemberKey>({
  id: 'object-member-key',
  name: "Keys named like an object's own members",
  varies: 'a key no account enables that names a member of every plain object (constructor, __proto__, prototype)',
  location: 'update-body',
  sources: [
    { document: 'spec', section: '2.1.1', says: 'key names consist of lowercase letters and underscores' },
    { document: 'spec', section: '2.1.3', says: 'a key that is not enabled is silently ignored; the request succeeds' },
    {
      document: 'common practice',
      section: 'prototype poisoning',
      says: 'JSON parsers and stores that guard or inherit these names (secure-json-parse, plain-object lookups)',
    },
  ],
  classes: [
    member('constructor', 'text', 'found "enabled" by a lookup on a plain object, which inherits it'),
    member('constructor', 'null', 'a poisoning guard that reads the value as an object throws on null'),
    member('__proto__', 'text', GUARDED, 'honest-or-400'),
    member('__proto__', 'null', GUARDED, 'honest-or-400'),
    member('prototype', 'text', 'a name poisoning guards look for under constructor'),
    member('prototype', 'null', 'a name poisoning guards look for under constructor'),
  ],
  invariants: ['write-as-modelled', 'no-server-error', 'error-body'],
  judgedBy: [
    'META-UNKNOWN-KEY-NO-ERROR',
    'META-INVALID-KEY-NOT-STORED/one-at-a-time',
    'ERR-NO-SERVER-ERROR/update-body',
  ],
});

/** The literal spellings of null in common languages, each with the name its classes take. */
export const NULL_SPELLINGS = [
  ['null', 'null'],
  ['None', 'none'],
  ['nil', 'nil'],
  ['undefined', 'undefined'],
  ['NULL', 'null-upper-case'],
  ['Null', 'null-capitalised'],
  ['(null)', 'null-parenthesised'],
  ['NaN', 'nan'],
  ['', 'empty'],
] as const;

export interface NullCase {
  readonly spelling: string;
  readonly place: 'reference-filter' | 'cursor' | 'metadata-value';
}

const nullCase = (place: NullCase['place'], [spelling, slug]: readonly [string, string]): SpaceClass<NullCase> => ({
  name: `${place}-${slug}`,
  kind: 'boundary',
  value: { spelling, place },
  expect: place === 'cursor' || spelling === '' ? 'open' : 'honest-or-400',
  why:
    place === 'reference-filter'
      ? 'an exact match: never the forms whose reference is null'
      : place === 'cursor'
        ? 'names no form: answered as an unknown cursor'
        : 'a string like any other: stored as sent, never a removal',
});

export const NULL_SPELLING = dimension<NullCase>({
  id: 'null-spelling',
  name: 'Literal spellings of null',
  varies: 'the text null in the spellings of common languages, as a filter, a cursor and a metadata value',
  location: 'scan-form-query',
  sources: [
    { document: 'spec', section: '4.4', says: 'reference: exact match on the reference' },
    { document: 'spec', section: '2.1.2', says: 'all values are strings' },
    { document: 'spec', section: '2.1.5', says: 'on update, a key set to null is removed (JSON null, not a text)' },
  ],
  classes: [
    ...NULL_SPELLINGS.map((s) => nullCase('reference-filter', s)),
    ...NULL_SPELLINGS.filter(([s]) => s !== '').map((s) => nullCase('cursor', s)),
    ...NULL_SPELLINGS.map((s) => nullCase('metadata-value', s)),
  ],
  invariants: ['answer-as-modelled', 'write-as-modelled', 'no-server-error', 'no-error-under-2xx', 'error-body'],
  judgedBy: ['SF-QUERY-COMBINATIONS/one-factor', 'META-VALUE-ROUND-TRIP/null-spellings'],
});

/** A form of the update path or of a listing path, as route-variants.ts and the ORD-PATH checks spell it. */
export interface PathForm {
  readonly form: string;
}

const path = (name: string, sentBy: string, why: string): SpaceClass<PathForm> => ({
  name,
  kind: 'boundary',
  value: { form: name },
  expect: sentBy === 'AUTH-ROUTE-VARIANTS-401' ? 'unauthenticated' : 'honest-or-400',
  why,
  sentBy,
});

export const PATH_FORM = dimension<PathForm>({
  id: 'path-form',
  name: 'Forms of a path',
  varies:
    'the spelling of a path of spec 4: slashes, case, dot segments, escapes, and the reference in the update path',
  location: 'update-path',
  sources: [
    { document: 'RFC 3986', section: '3.3', says: 'path segments; dot segments; parameters after ;' },
    { document: 'RFC 3986', section: '2.1', says: 'percent-encoding' },
    { document: 'spec', section: '4.3', says: 'PUT {base_url}/v1.0/orders/<order_identifier>' },
  ],
  classes: [
    path('trailing-slash', 'AUTH-ROUTE-VARIANTS-401', 'a router may map it onto the path'),
    path('upper-case', 'AUTH-ROUTE-VARIANTS-401', 'a case-insensitive router'),
    path('path-parameter', 'AUTH-ROUTE-VARIANTS-401', 'a ;x=1 parameter a servlet container drops'),
    path('doubled-slash', 'AUTH-ROUTE-VARIANTS-401', 'merged by many proxies'),
    path('dot-segments', 'AUTH-ROUTE-VARIANTS-401', 'resolved by URL parsers'),
    path('encoded-slash', 'AUTH-ROUTE-VARIANTS-401', '%2F decoded before routing'),
    path('encoded-letter', 'AUTH-ROUTE-VARIANTS-401', 'an unreserved letter percent-encoded'),
    path('reference-encoded', 'ORD-PATH-REFERENCE-ENCODED', 'the identifier is the reference after decoding'),
    path('reference-literal-escape', 'ORD-PATH-DECODED-ONCE', 'a literal %XX in a reference is decoded once'),
    path('reference-twins', 'ORD-PATH-TWINS-DISTINCT', 'references that differ only at an edge stay distinct'),
  ],
  invariants: ['unauthenticated-401', 'write-as-modelled', 'no-server-error'],
  judgedBy: [
    'AUTH-ROUTE-VARIANTS-401',
    'ORD-PATH-REFERENCE-ENCODED',
    'ORD-PATH-DECODED-ONCE',
    'ORD-PATH-TWINS-DISTINCT',
  ],
});
