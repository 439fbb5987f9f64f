/**
 * A deliberately small XML reader for LackeyCCG `.dek` files: elements, attributes, text,
 * comments, CDATA, the prolog and the five predefined entities plus numeric references. No DTDs,
 * no namespaces. Tracks line numbers so deck errors can point at the line.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
  readonly line: number;
}

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (match, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return ENTITIES[body] ?? match;
  });
}

export function parseXml(source: string): XmlElement {
  const text = source.replace(/^\uFEFF/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '', line: 1 };
  const stack: XmlElement[] = [root];
  let position = 0;
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  while (position < text.length) {
    const open = text.indexOf('<', position);
    const current = stack[stack.length - 1]!;
    if (open < 0) {
      current.text += decodeEntities(text.slice(position));
      break;
    }
    if (open > position) current.text += decodeEntities(text.slice(position, open));
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open);
      if (end < 0) throw new XmlSyntaxError('unclosed comment', lineAt(open));
      position = end + 3;
    } else if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open);
      if (end < 0) throw new XmlSyntaxError('unclosed CDATA', lineAt(open));
      current.text += text.slice(open + 9, end);
      position = end + 3;
    } else if (text.startsWith('<?', open) || text.startsWith('<!', open)) {
      const end = text.indexOf('>', open);
      if (end < 0) throw new XmlSyntaxError('unclosed declaration', lineAt(open));
      position = end + 1;
    } else if (text.startsWith('</', open)) {
      const end = text.indexOf('>', open);
      const name = text.slice(open + 2, end).trim();
      if (end < 0 || stack.length === 1 || current.name !== name) {
        throw new XmlSyntaxError(`unexpected closing tag </${name}>`, lineAt(open));
      }
      stack.pop();
      position = end + 1;
    } else {
      const end = findTagEnd(text, open);
      if (end < 0) throw new XmlSyntaxError('unclosed tag', lineAt(open));
      const selfClosing = text[end - 1] === '/';
      const body = text.slice(open + 1, selfClosing ? end - 1 : end);
      const nameMatch = /^([A-Za-z_][\w.:-]*)/.exec(body);
      if (!nameMatch) throw new XmlSyntaxError('malformed tag', lineAt(open));
      const element: XmlElement = {
        name: nameMatch[1]!,
        attributes: parseAttributes(body.slice(nameMatch[0].length)),
        children: [],
        text: '',
        line: lineAt(open),
      };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
      position = end + 1;
    }
  }
  if (stack.length > 1) throw new XmlSyntaxError(`unclosed element <${stack[stack.length - 1]!.name}>`, stack[stack.length - 1]!.line);
  const documentElement = root.children[0];
  if (!documentElement) throw new XmlSyntaxError('no root element', 1);
  return documentElement;
}

function findTagEnd(text: string, start: number): number {
  let quote: string | undefined;
  for (let i = start + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i;
  }
  return -1;
}

function parseAttributes(body: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of body.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attributes[match[1]!] = decodeEntities(match[3] ?? match[4] ?? '');
  }
  return attributes;
}

export function childElements(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}
