// Seeded faults of the error answers (spec 7): wrong statuses, and error bodies that break the one shape every
// error carries.

import type { FaultRecord } from './record.js';

export const errorsFaults = [
  {
    name: 'errors-invalid-json-500',
    area: 'errors',
    description: 'The JSON parse error is not caught, so an invalid JSON body gives 500 instead of 400.',
    caughtBy: ['ERR-INVALID-JSON-400'],
  },
  {
    name: 'errors-status-code-string',
    area: 'errors',
    description: 'Error bodies carry statusCode as a string ("400") instead of an integer.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-400'],
  },
  {
    name: 'errors-wrong-error-text',
    area: 'errors',
    description: 'Error bodies carry `error: "Error"` instead of the status text of the status code.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-400'],
  },
  {
    name: 'errors-missing-message',
    area: 'errors',
    description: 'Error bodies omit the `message` field.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-400'],
  },
  {
    name: 'errors-body-status-400-always',
    area: 'errors',
    description: 'Every error body says statusCode 400 and "Bad Request", whatever the HTTP status actually is.',
    caughtBy: ['ERR-BODY-401', 'ERR-BODY-OTHER'],
  },
  {
    name: 'errors-served-as-html',
    area: 'errors',
    description: 'Error bodies are JSON text sent with `Content-Type: text/html`.',
    caughtBy: ['ERR-JSON-CONTENT-TYPE'],
  },
  {
    name: 'errors-404-html',
    area: 'errors',
    description: "Unknown paths get the framework's default HTML 404 page instead of the JSON error body.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-400-framework-shape',
    area: 'errors',
    description:
      'Validation errors (400) are written by the framework\'s own handler as `{"errors":[{"message":...}]}` instead of the error body of spec 7.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'errors-400-message-array',
    area: 'errors',
    description:
      "Validation errors (400) carry `message` as an array of strings, as NestJS's ValidationPipe writes them, instead of a string.",
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'errors-401-scheme-oauth-body',
    area: 'errors',
    description:
      'An Authorization header with a scheme other than Bearer is refused with 401 and an RFC 6750 body `{"error":"invalid_request","error_description":...}` instead of the error body of spec 7.',
    caughtBy: ['ERR-BODY-401'],
  },
  {
    name: 'errors-400-update-empty-body',
    area: 'errors',
    description:
      'The update handler answers its 400s with `res.sendStatus(400)`-style empty bodies; only PUT is affected.',
    caughtBy: ['ERR-BODY-400'],
  },
  {
    name: 'errors-401-invalid-key-forbidden-text',
    area: 'errors',
    description:
      'A present but invalid key is answered 401 with `error: "Forbidden"` (the text of 403) in the body; a missing key gets the right body.',
    caughtBy: ['ERR-BODY-401'],
  },
  {
    name: 'errors-400-with-200-status',
    area: 'errors',
    description:
      'Invalid request parameters are answered with HTTP 200 and the error body (statusCode 400 inside), as some RPC-style frameworks do.',
    caughtBy: ['ORD-REFERENCE-STRING-400', 'ERR-INVALID-JSON-400', 'ERR-NO-ERROR-UNDER-2XX'],
  },
  {
    name: 'errors-405-text-plain',
    area: 'errors',
    description:
      "A wrong method on a known path is answered the way Go's ServeMux does: 405 with the text/plain body `Method Not Allowed`.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-415-spring-body',
    area: 'errors',
    description:
      "A refused media type is answered with Spring Boot's default error body `{timestamp, status, error, path}`, which has no statusCode or message.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-404-unknown-order-status-400-body',
    area: 'errors',
    description:
      'An update of an unknown reference answers 404, but the body comes from the validation helper and says statusCode 400, "Bad Request".',
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-409-plain-text',
    area: 'errors',
    description:
      "A duplicate create is answered like Rails' `head :conflict` plus text: 409 with the text/plain body `Conflict`.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-scan-forms-404-html',
    area: 'errors',
    description:
      "Unknown paths under the scan form prefix reach a gateway's default HTML 404 page; the orders prefix answers JSON.",
    caughtBy: ['ERR-BODY-OTHER'],
  },
  {
    name: 'errors-form-encoded-parsed',
    area: 'errors',
    description:
      "Bodies are parsed as form data when they are not JSON (Express's urlencoded parser mounted too), so `reference=x` creates an order.",
    caughtBy: ['ERR-INVALID-JSON-400'],
  },
  {
    name: 'errors-trailing-garbage-accepted',
    area: 'errors',
    description:
      "The body is read with a streaming decoder that stops after the first JSON value (Go's json.Decoder), so `{...} trailing text` is accepted.",
    caughtBy: ['ERR-INVALID-JSON-400'],
  },
  {
    name: 'errors-nesting-error-rendered-200',
    area: 'errors',
    description:
      "JSON nested deeper than 100 levels trips the parser's depth guard, and the rescue renders `{error, message}` without a status (Rails' `render json:`), so the answer is 200.",
    caughtBy: ['ERR-NO-ERROR-UNDER-2XX'],
  },
  {
    name: 'errors-413-html',
    area: 'errors',
    description:
      "Bodies over 64 KiB are refused by the front proxy's size limit with 413 and its own HTML page instead of the error body of spec 7.",
    caughtBy: ['ERR-BODY-BAD-INPUT'],
  },
  {
    name: 'errors-body-limit-text',
    area: 'errors',
    description:
      'Bodies over 1 MiB are refused by the body-limit middleware with 413 and its own text, "Payload Too Large" (Hono\'s bodyLimit, raw-body without an error handler), instead of the error body of spec 7.',
    caughtBy: ['ERR-BODY-BAD-INPUT'],
  },
  {
    name: 'errors-second-account-translated',
    area: 'errors',
    description:
      'The second account\'s locale translates the error field of its error bodies ("Solicitud incorrecta", "No encontrado"), which spec 7 gives as the status text.',
    caughtBy: ['ERR-BODY-BAD-INPUT'],
  },
] as const satisfies readonly FaultRecord[];
