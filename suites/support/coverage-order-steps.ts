// What the update-body sequence sends, as steps with the effect the model of 2.1 gives each: the spellings of a key,
// the bodies that supply nothing, each followed on its connection by an update that must succeed, the literal
// spellings of null, and the histories of one key. suites/support/coverage-order.ts sends them and reads them back.

import type { ApiRequest } from '../../src/http/client.js';
import type { CheckContext } from '../../src/requirements/check-context.js';
import {
  BODY_ENCODING,
  BODY_FRAMING,
  CONTENT_TYPE,
  JSON_SYNTAX,
  JSON_TOP_LEVEL,
  type BodyCase,
} from '../../src/space/dimensions/bodies.js';
import {
  METADATA_KEY_FORM,
  NULL_SPELLING,
  OBJECT_MEMBER_KEY,
  type KeyForm,
} from '../../src/space/dimensions/identity.js';
import { CONNECTION_REUSE } from '../../src/space/dimensions/transport.js';
import { KEY_HISTORY } from '../../src/space/dimensions/history.js';
import { classOf, phaseClasses, type Expectation, type SpaceClass } from '../../src/space/model.js';
import { runValue } from './lasting.js';

/** The families of the sequence, each a part of the requirement whose rule it tests. */
export type OrderFamily = 'key-forms' | 'body-framing' | 'null-spellings' | 'key-history' | 'all-removed';

/** A key's spelling for a class of metadata-key-form. */
export function spellKey(key: string, form: KeyForm['transform']): string {
  const capitalised = key.replace(/(^|_)([a-z])/g, (_w, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
  const spellings: Record<KeyForm['transform'], string> = {
    exact: key,
    'leading-space': ` ${key}`,
    'trailing-space': `${key} `,
    'leading-tab': `\t${key}`,
    'trailing-newline': `${key}\n`,
    'upper-case': key.toUpperCase(),
    capitalised,
    'plural-suffix': `${key}s`,
    'underscore-suffix': `${key}_`,
    'digit-suffix': `${key}2`,
    'last-letter-cut': key.slice(0, -1),
    'hyphen-for-underscore': key.includes('_') ? key.replaceAll('_', '-') : `${key}-x`,
    'dot-suffix': `${key}.x`,
    'cyrillic-lookalike': key.replace(/[aeo]/, (c) => ({ a: '\u0430', e: '\u0435', o: '\u043e' })[c]!),
    'trailing-nul': `${key}\u0000`,
  };
  return spellings[form];
}

/** The update a body class sends to the order (`metadata` the model's update when it supplies one). */
function bodyRequest(path: string, c: SpaceClass<BodyCase>, metadata: Record<string, string>): ApiRequest {
  const { body, framing } = c.value;
  const base = { api: 'orders', method: 'PUT', path } as const;
  if (body === 'none') return base;
  if (body === 'empty') return { ...base, rawBody: '' };
  if (body === 'whitespace') return { ...base, rawBody: ' \r\n\t ' };
  if (body === 'order') return { ...base, json: { metadata }, ...(framing === 'chunked' ? { chunked: true } : {}) };
  return { ...base, rawBody: body.json, ...(body.encoding === undefined ? {} : { bodyEncoding: body.encoding }) };
}

/** The state a step leaves when it is applied: nothing supplied, or the metadata merged (2.1.4). */
export type Step = {
  readonly label: string;
  readonly expect: Expectation;
  readonly request: ApiRequest;
  readonly sets?: Record<string, string>;
  /** Keys the step removes when it is applied (set to null, 2.1.5). */
  readonly removes?: readonly string[];
  /** The case of the request space it sends (`dimension/class`). */
  readonly covers?: string | readonly string[];
  /** Sent on the family's own connection, one request after the other (RFC 9112 9.3), not on any of the pool's. */
  readonly pinned?: true;
  /** Read back after the step that follows it, which is sent at once, not read back alone. */
  readonly readWithNext?: true;
};

/**
 * Each key named like an object's own member, alone, that the account does not enable: ignored and the request
 * succeeds (2.1.3), whether it carries text or null. The model applies nothing, so a stored one is a difference.
 */
function memberKeySteps(path: string, enabled: readonly string[]): Step[] {
  return phaseClasses(OBJECT_MEMBER_KEY)
    .filter((c) => !enabled.includes(c.value.key))
    .map((c) => {
      const metadata = { [c.value.key]: c.value.value === 'null' ? null : `member-${c.name}` };
      return {
        covers: `${OBJECT_MEMBER_KEY.id}/${c.name}`,
        label: `${OBJECT_MEMBER_KEY.id}/${c.name}: PUT ${JSON.stringify({ metadata })}`,
        expect: c.expect,
        request: { api: 'orders', method: 'PUT', path, json: { metadata } },
      };
    });
}

/**
 * Each step on the family's connection, each followed there by an update with {"metadata": {}}, which must succeed
 * and change nothing (2.1.4): a body the server left partly unread (a chunked body's last CRLF, a body refused before
 * it was read) is read as the start of that next request unless the server closes the connection (RFC 9112 9.3).
 */
function withNextOnConnection(path: string, steps: readonly Step[]): Step[] {
  return steps.flatMap((step): Step[] => {
    const c = classOf(CONNECTION_REUSE, step.request.chunked ? 'after-chunked-update' : 'after-other-update-bodies');
    const next: Step = {
      covers: `${CONNECTION_REUSE.id}/${c.name}`,
      label: `${CONNECTION_REUSE.id}/${c.name}: PUT {"metadata": {}} on the connection of ${step.label}`,
      expect: c.expect,
      request: { api: 'orders', method: 'PUT', path, json: { metadata: {} } },
      pinned: true,
    };
    // The next request goes at once: a server may close a connection idle while the order is read back, and the
    // request after it would then come on a fresh one. The read after the pair judges both.
    return [{ ...step, pinned: true, readWithNext: true }, next];
  });
}

/** Each spelling of the key alone, with a value of its own: a fold into the enabled key names the spelling. */
function keyFormSteps(path: string, key: string): Step[] {
  return phaseClasses(METADATA_KEY_FORM)
    .filter((c) => c.value.transform !== 'exact')
    .map((c) => {
      const spelt = spellKey(key, c.value.transform);
      return {
        covers: `${METADATA_KEY_FORM.id}/${c.name}`,
        label: `${METADATA_KEY_FORM.id}/${c.name}: PUT {"metadata": {${JSON.stringify(spelt)}: "fold-${c.name}"}}`,
        expect: c.expect,
        request: { api: 'orders', method: 'PUT', path, json: { metadata: { [spelt]: `fold-${c.name}` } } },
      };
    });
}

/**
 * Each history of one key, its updates in turn after a value of its own: the key is held when each history starts,
 * and each update has its effect alone (2.1.4, 2.1.5). Values carry the run's token, so none is left from a run before.
 */
function historySteps(ctx: CheckContext, path: string, key: string): Step[] {
  return phaseClasses(KEY_HISTORY).flatMap((c) =>
    ['start', ...c.value.updates].map((update, i): Step => {
      const value = update === null ? null : runValue(ctx, `${c.name} ${update}`);
      const metadata = { [key]: value };
      return {
        covers: `${KEY_HISTORY.id}/${c.name}`,
        label: `${KEY_HISTORY.id}/${c.name}, update ${i} of ${c.value.updates.length}: PUT ${JSON.stringify({ metadata })}`,
        expect: c.expect,
        request: { api: 'orders', method: 'PUT', path, json: { metadata } },
        ...(value === null ? { removes: [key] } : { sets: { [key]: value } }),
      };
    }),
  );
}

/** The steps of each family for the order at `path`, with the enabled keys the model can observe. */
export function plan(
  ctx: CheckContext,
  path: string,
  keys: readonly string[],
): Record<Exclude<OrderFamily, 'all-removed'>, Step[]> {
  const [k1, ...others] = keys;
  const keyForms = k1 === undefined ? [] : [...keyFormSteps(path, k1), ...memberKeySteps(path, keys)];
  const bodies = [BODY_FRAMING, JSON_TOP_LEVEL, BODY_ENCODING, JSON_SYNTAX];
  const framing: Step[] = bodies
    .flatMap((d) => phaseClasses(d).map((c) => ({ c, dimension: d.id })))
    .filter(({ c }) => c.value.method === 'PUT')
    .map(({ c, dimension }) => {
      const sets = c.value.body === 'order' && k1 !== undefined ? { [k1]: `cover-${c.name}` } : {};
      return {
        covers: `${dimension}/${c.name}`,
        label: `${c.name}: PUT ${describeBody(c.value)}`,
        expect: c.expect,
        request: bodyRequest(path, c, sets),
        sets,
      };
    });
  const media: Step[] = phaseClasses(CONTENT_TYPE).map((c) => ({
    covers: `${CONTENT_TYPE.id}/${c.name}`,
    label: `${CONTENT_TYPE.id}/${c.name}: PUT {"metadata": {}} labelled ${c.value.contentType ?? 'with no Content-Type'}`,
    expect: c.expect,
    request: {
      api: 'orders',
      method: 'PUT',
      path,
      rawBody: '{"metadata": {}}',
      headers: c.value.contentType === undefined ? {} : { 'content-type': c.value.contentType },
      ...(c.value.contentType === undefined ? { omitContentType: true as const } : {}),
    },
  }));
  // Last, the spellings decoders most often read as null: on an account read once a family, the read after the last
  // batch is the one that sees what it did, as each batch writes over the slots of the one before.
  const values = phaseClasses(NULL_SPELLING)
    .filter((c) => c.value.place === 'metadata-value')
    .reverse();
  const slots = others.length > 0 ? others : k1 === undefined ? [] : [k1];
  const nulls: Step[] = [];
  for (let i = 0; i < values.length && slots.length > 0; i += slots.length) {
    const batch = values.slice(i, i + slots.length);
    const sets = Object.fromEntries(batch.map((c, j) => [slots[j]!, c.value.spelling]));
    nulls.push({
      covers: batch.map((c) => `${NULL_SPELLING.id}/${c.name}`),
      label: `${batch.map((c) => c.name).join(', ')}: PUT {"metadata": ${JSON.stringify(sets)}}`,
      expect: 'honest-or-400',
      request: { api: 'orders', method: 'PUT', path, json: { metadata: sets } },
      sets,
    });
  }
  const bodyFraming = withNextOnConnection(path, [...framing, ...media]);
  const histories = k1 === undefined ? [] : historySteps(ctx, path, k1);
  return { 'key-forms': keyForms, 'body-framing': bodyFraming, 'null-spellings': nulls, 'key-history': histories };
}

/** Every key the order holds set to null (2.1.5): the order is left with no metadata, still read as {} (2.1). */
export function removeAll(path: string, state: Map<string, string>): Step[] {
  if (state.size === 0) return [];
  const metadata = Object.fromEntries([...state.keys()].map((k) => [k, null]));
  const step: Step = {
    label: `every key set to null: PUT {"metadata": ${JSON.stringify(metadata)}}`,
    expect: 'accepted',
    request: { api: 'orders', method: 'PUT', path, json: { metadata } },
  };
  return [{ ...step, removes: [...state.keys()] }];
}

function describeBody(c: BodyCase): string {
  if (c.body === 'none') return 'with no body';
  if (c.body === 'empty') return 'with zero bytes';
  if (c.body === 'whitespace') return 'with blanks only';
  if (c.body === 'order') return `with {"metadata": {...}}${c.framing === 'chunked' ? ', chunked' : ''}`;
  if (c.body.json.startsWith('\uFEFF')) return `with a byte-order mark before ${c.body.json.slice(1)}`;
  if (c.body.encoding === 'latin1') return `with the JSON text ${c.body.json} written in ISO 8859-1, not UTF-8`;
  return `with the JSON text ${c.body.json}`;
}
