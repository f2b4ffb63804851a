// Values of the request space that carry the API key, written as templates so the model stays data: the same template
// gives the value sent (with the key), the value a report shows, and the value a reproducing shell command types.

/**
 * Placeholders: `{key}` the key; `{basic-user}` base64 of `key:` (the key as Basic user name); `{basic-password}` base64
 * of `:key` (the key as Basic password); `{basic-bare}` base64 of the key alone (no colon).
 */
const PLACEHOLDERS = /\{(key|basic-user|basic-password|basic-bare)\}/g;

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** The value sent: every placeholder filled from the key. */
export function fill(template: string, key: string): string {
  return template.replace(PLACEHOLDERS, (_whole, name: string) => {
    switch (name) {
      case 'basic-user':
        return base64(`${key}:`);
      case 'basic-password':
        return base64(`:${key}`);
      case 'basic-bare':
        return base64(key);
      default:
        return key;
    }
  });
}

/** The value as reports show it: the key named, never written. */
export function shown(template: string, name = 'API_KEY'): string {
  return template.replace(PLACEHOLDERS, (_whole, placeholder: string) => {
    switch (placeholder) {
      case 'basic-user':
        return `<base64 of ${name}:>`;
      case 'basic-password':
        return `<base64 of :${name}>`;
      case 'basic-bare':
        return `<base64 of ${name}>`;
      default:
        return `<${name}>`;
    }
  });
}

/** The value in a double-quoted shell word, the key as `$API_KEY`. */
export function shell(template: string, variable = 'API_KEY'): string {
  const escaped = template.replace(/["\\$`]/g, (c) => `\\${c}`);
  return escaped.replace(/\{(key|basic-user|basic-password|basic-bare)\}/g, (_whole, name: string) => {
    switch (name) {
      case 'basic-user':
        return `$(printf %s "$${variable}:" | base64)`;
      case 'basic-password':
        return `$(printf %s ":$${variable}" | base64)`;
      case 'basic-bare':
        return `$(printf %s "$${variable}" | base64)`;
      default:
        return `$${variable}`;
    }
  });
}
