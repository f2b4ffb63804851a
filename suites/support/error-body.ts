// The error body of spec 7 ({statusCode, error, message}) applied to the answers the suite receives; the judging
// itself is pure, in src/oracles/error-body.ts, so it is unit-tested without a server.

import type { Response } from '../../src/http/client.js';
import {
  describeValue,
  errorBodyProblems as judgeErrorBody,
  jsonMediaTypeProblem as judgeMediaType,
} from '../../src/oracles/error-body.js';

export { statusTexts } from '../../src/oracles/error-body.js';

/** Problems with an error answer's body; empty when it matches spec 7. */
export function errorBodyProblems(res: Response): string[] {
  return judgeErrorBody(res);
}

/** Why a body is not labelled as JSON, or undefined when its Content-Type is application/json or a +json type. */
export function jsonMediaTypeProblem(res: Response): string | undefined {
  return judgeMediaType(res.headers['content-type']);
}

export const describe = describeValue;
