// Test helper: starts a reference server on port 0 and talks to it over HTTPS, trusting only its own certificate.
// Each test gets a fresh server and closes it, so no state or socket leaks between tests.
import { Agent, request } from 'undici';
import { startReferenceServer, type ReferenceOptions, type RunningReference } from '../../src/reference/server.js';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: unknown;
}

export interface CallOptions {
  /** The Authorization header to send; defaults to `Bearer <account A key>`; null sends none. */
  authorization?: string | null;
  /** A value to JSON-encode, or a string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
}

export class ReferenceClient {
  readonly ref: RunningReference;
  readonly agent: Agent;

  constructor(ref: RunningReference) {
    this.ref = ref;
    this.agent = new Agent({ connect: { ca: ref.caPem } });
  }

  get keyA(): string {
    return this.ref.accounts[0].apiKey;
  }

  get keyB(): string {
    return this.ref.accounts[1].apiKey;
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    const authorization = options.authorization === undefined ? `Bearer ${this.keyA}` : options.authorization;
    if (authorization !== null) headers['authorization'] = authorization;
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const base = path.startsWith('/v2') ? this.ref.scanFormsBaseUrl : this.ref.ordersBaseUrl;
    const response = await request(`${base}${path}`, {
      method: method as 'GET',
      headers,
      ...(body === undefined ? {} : { body }),
      dispatcher: this.agent,
    });
    const text = await response.body.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.statusCode, headers: response.headers, text, json };
  }

  async close(): Promise<void> {
    await this.agent.close();
    await this.ref.close();
  }
}

export async function withReference<T>(
  options: ReferenceOptions,
  fn: (client: ReferenceClient) => Promise<T>,
): Promise<T> {
  const client = new ReferenceClient(await startReferenceServer(options));
  try {
    return await fn(client);
  } finally {
    await client.close();
  }
}

export interface FormLike {
  id: string;
  created_at: string;
  reference: string | null;
  [key: string]: unknown;
}

export interface ListLike {
  scan_forms: FormLike[];
  has_more: boolean;
  total_count: number;
}

/** Lists a scan form query and returns the parsed body, failing loudly on a non-200. */
export async function listForms(client: ReferenceClient, query: string, authorization?: string): Promise<ListLike> {
  const answer = await client.call(
    'GET',
    `/v2/scan_forms${query}`,
    authorization === undefined ? {} : { authorization },
  );
  if (answer.status !== 200) throw new Error(`GET /v2/scan_forms${query} -> ${answer.status} ${answer.text}`);
  return answer.json as ListLike;
}

/** Every form of the account, newest first, by walking pages. */
export async function allForms(client: ReferenceClient, authorization?: string): Promise<FormLike[]> {
  const forms: FormLike[] = [];
  for (let page = 1; page < 1000; page += 1) {
    const list = await listForms(client, `?page=${page}`, authorization);
    forms.push(...list.scan_forms);
    if (!list.has_more) break;
  }
  return forms;
}
