// The request space of the API as one explicit list of dimensions, in the order reports show them: the request
// line, the transport, the credentials, the bodies, the query parameters, the instants, what names things, and when.

import type { Dimension } from './model.js';
import { METHOD, REQUEST_TARGET } from './dimensions/request-line.js';
import { CONNECTION_REUSE, TLS_CLAIM } from './dimensions/transport.js';
import { AUTH_SCHEME, CREDENTIAL_PLACE, TOKEN_SPELLING } from './dimensions/credentials.js';
import {
  BODY_ENCODING,
  BODY_FRAMING,
  BODY_SIZE,
  CONTENT_TYPE,
  JSON_SYNTAX,
  JSON_TOP_LEVEL,
} from './dimensions/bodies.js';
import { AFTER_ID, BEFORE_ID, OTHER_PARAMETERS, PAGE, REFERENCE, SUMMARY } from './dimensions/parameters.js';
import { INSTANT } from './dimensions/instants.js';
import { ACCOUNT, METADATA_KEY_FORM, NULL_SPELLING, OBJECT_MEMBER_KEY, PATH_FORM } from './dimensions/identity.js';
import { READ_TIMING } from './dimensions/timing.js';
import { PATH_ESCAPE, QUERY_ESCAPE } from './dimensions/escapes.js';
import { KEY_HISTORY } from './dimensions/history.js';

export type { Dimension, SpaceClass, Expectation, InvariantId, Location, Source } from './model.js';

export const SPACE: readonly Dimension[] = [
  REQUEST_TARGET,
  METHOD,
  TLS_CLAIM,
  CREDENTIAL_PLACE,
  TOKEN_SPELLING,
  AUTH_SCHEME,
  PATH_FORM,
  PATH_ESCAPE,
  BODY_FRAMING,
  JSON_TOP_LEVEL,
  BODY_ENCODING,
  JSON_SYNTAX,
  BODY_SIZE,
  CONTENT_TYPE,
  CONNECTION_REUSE,
  METADATA_KEY_FORM,
  OBJECT_MEMBER_KEY,
  PAGE,
  REFERENCE,
  BEFORE_ID,
  AFTER_ID,
  SUMMARY,
  OTHER_PARAMETERS,
  QUERY_ESCAPE,
  INSTANT,
  NULL_SPELLING,
  KEY_HISTORY,
  ACCOUNT,
  READ_TIMING,
] as Dimension[];

/** A dimension by id; throws on a typo. */
export function dimensionById(id: string): Dimension {
  const found = SPACE.find((d) => d.id === id);
  if (found === undefined) throw new Error(`the request space has no dimension "${id}"`);
  return found;
}
