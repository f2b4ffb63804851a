// A minimal XML 1.0 well-formedness checker for tests (no dependency): balanced tags, quoted attributes,
// no raw "<" or stray "&" in text, one root. Returns the element tree so tests can query it.

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
}

const NAME = '[A-Za-z_:][A-Za-z0-9_.:-]*';
const ENTITY = /&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/g;

function decode(raw: string, where: string): string {
  if (/[<]/.test(raw)) throw new Error(`raw "<" in ${where}`);
  if (/&/.test(raw.replace(ENTITY, ''))) throw new Error(`stray "&" in ${where}: ${raw.slice(0, 60)}`);
  if ([...raw].some((ch) => ch.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(ch)))
    throw new Error(`control character in ${where}`);
  return raw.replace(
    ENTITY,
    (_, e: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e] ??
      String.fromCodePoint(e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );
}

export function parseXml(text: string): XmlElement {
  let rest = text.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"]*")*)\\s*(/?)>`);
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const chunk = lt === -1 ? rest : rest.slice(0, lt);
    if (chunk !== '') {
      const top = stack[stack.length - 1];
      if (top === undefined) {
        if (chunk.trim() !== '') throw new Error(`text outside the root element: ${chunk.slice(0, 40)}`);
      } else {
        top.text += decode(chunk, `<${top.name}> text`);
      }
    }
    if (lt === -1) break;
    rest = rest.slice(lt);
    const m = tag.exec(rest);
    if (m === null) throw new Error(`malformed tag near: ${rest.slice(0, 60)}`);
    const [whole, closing, name, attrText, selfClosing] = m as unknown as [string, string, string, string, string];
    rest = rest.slice(whole.length);
    if (closing === '/') {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of attrText.matchAll(new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, 'g'))) {
      if (a[1]! in attrs) throw new Error(`duplicate attribute ${a[1]} on <${name}>`);
      attrs[a[1]!] = decode(a[2]!, `attribute ${a[1]} of <${name}>`);
    }
    const element: XmlElement = { name, attrs, children: [], text: '' };
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      if (root !== undefined) throw new Error('more than one root element');
      root = element;
    } else {
      parent.children.push(element);
    }
    if (selfClosing !== '/') stack.push(element);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1]!.name}>`);
  if (root === undefined) throw new Error('no root element');
  return root;
}

export function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((c) => [...(c.name === name ? [c] : []), ...findAll(c, name)]);
}
