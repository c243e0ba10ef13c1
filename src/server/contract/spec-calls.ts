/**
 * The calls the product specification lists (docs/spec-calls.md, copied from it word for word), read
 * from its bullets: method and path as written, the query names after '?', the body's field names in
 * braces (or after 'multipart field'), the encodings named (form, form data / multipart, JSON) and
 * `_method=PUT`. The contract test sends each one and compares what it sent with this list.
 */
export type Encoding = 'form' | 'multipart' | 'json';

export interface SpecCall {
  /** 'METHOD /path/{param}' exactly as the specification writes it. */
  key: string;
  query: string[];
  fields: string[];
  encodings: Encoding[];
  methodPut: boolean;
  /** Headers the specification names for the call (lower-case). */
  headers: string[];
}

const CALL = /\b(GET|POST|PUT|DELETE|HEAD) (\/(?:api|uploads)\/[^\s;,]*)|\band (\/api\/[^\s;,]*)|\b(HEAD) on the attachment url/g;
const STATIC_FILE = /(?<![A-Z] )(\/uploads\/[a-z_]+\/\{file\})/g;

/** Top-level items of a brace or bracket group's content: 'a, b[{c, d}], e' -> ['a', 'b[{c, d}]', 'e']. */
function topLevelItems(inner: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of inner) {
    if (ch === '{' || ch === '[') depth++;
    if (ch === '}' || ch === ']') depth--;
    if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  return [...items, current];
}

/** The field names of every top-level {...} group in a request's text. */
function braceFields(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{' && depth++ === 0) start = i + 1;
    if (text[i] === '}' && --depth === 0) {
      for (const item of topLevelItems(text.slice(start, i))) {
        const name = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(item)?.[1];
        if (name) names.push(name);
      }
    }
  }
  return names;
}

function describeRequest(key: string, query: string[], text: string): SpecCall {
  // What the answer carries is not a field of the request: '-> ...' up to ';', 'response ...' or 'answer ...' to the sentence's end.
  const request = text.replace(/->[^;]*/g, '').replace(/\b(?:response|answer)(?:[^.]|\.(?!\s|$))*/g, '');
  const headers = [...(/Accept JSON/.test(request) ? ['accept'] : []), ...(/XMLHttpRequest/.test(request) ? ['x-requested-with'] : [])];
  const words = request.replace(/Accept JSON/g, '');
  const encodings: Encoding[] = [];
  if (/\bform-encoded\b|\bform\b(?! data)/.test(words)) encodings.push('form');
  if (/\bmultipart\b|\bform data\b/.test(words)) encodings.push('multipart');
  if (/\bJSON\b/.test(words)) encodings.push('json');
  const fields = braceFields(words);
  for (const m of words.matchAll(/\bmultipart (?:field )?([a-z_]+(?:\[\])?)(?! with)/g)) if (m[1] !== 'with') fields.push(m[1]);
  for (const m of words.matchAll(/\b(?:plus|optional) ([a-z_]+)/g)) fields.push(m[1]);
  return { key, query, fields: [...new Set(fields)], encodings, methodPut: /_method=PUT/.test(words), headers };
}

export function specCalls(markdown: string): SpecCall[] {
  const calls: SpecCall[] = [];
  const lines = markdown.split('\n').filter((l) => l.startsWith('- ') || l.startsWith('/uploads/'));
  for (const line of lines) {
    const matches = [...line.matchAll(CALL)];
    let method = '';
    matches.forEach((m, i) => {
      // A call's text runs to the next call, except that 'X and Y {fields}' gives X the fields too.
      const next = matches.slice(i + 1).find((n) => !n[3]);
      const text = line.slice(m.index + m[0].length, next?.index ?? line.length);
      if (m[4]) {
        calls.push(describeRequest('HEAD {anexo_url}', [], text));
        return;
      }
      method = m[1] ?? method;
      const written = (m[2] ?? m[3]).replace(/[.:]+$/, '');
      const [path, queryString] = written.split('?');
      const query = queryString
        ? queryString
            .split('&')
            .map((q) => q.split('=')[0])
            .filter(Boolean)
        : [];
      calls.push(describeRequest(`${method} ${path}`, query, text));
    });
    for (const m of line.matchAll(STATIC_FILE)) calls.push({ key: `GET ${m[1]}`, query: [], fields: [], encodings: [], methodPut: false, headers: [] });
  }
  return calls;
}
