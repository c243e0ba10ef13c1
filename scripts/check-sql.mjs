#!/usr/bin/env node
/**
 * Fails when SQL is built from values: a `.query(...)`, `.exec(...)` or `prepared(...)` call whose SQL argument is a
 * template literal with `${...}` or a `+` concatenation, directly or through a variable declared in
 * the same file. Allowed without review: `$${n}` placeholder numbers (`$${params.length}`), numbers,
 * and constants of the same file bound to fixed text. Anything else joined into SQL must be marked
 * where it is joined, after review, as a fixed fragment:
 *
 *   `SELECT ... WHERE ${/* sql-fragment: fixed *\/ where.sql}`   (the comment inside the ${})
 *   FIXED_SELECT + /* sql-fragment: fixed *\/ orderBy
 *
 * The markers are the allow-list: `--list` prints them for review.
 * Usage: node scripts/check-sql.mjs [--list] [dir or file ...]   (default: src/server)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const MARKER = 'sql-fragment: fixed';
const SQL_WORDS = /\b(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|DROP|ALTER|TRUNCATE|FROM|WHERE|VALUES|LISTEN|NOTIFY|SAVEPOINT|COPY|GRANT)\b/i;
const PLACEHOLDER = /^(\+\+|--)?[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\s*[-+]\s*\d+)?(\+\+|--)?$/;
const REGEX_AFTER = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'await', 'yield']);

// ---- a small lexer: enough of TypeScript to find calls, strings, templates and comments ----

function lex(src, start = 0, inTemplate = false) {
  const tokens = [];
  let i = start;
  let braces = 0;
  const prev = () => {
    for (let k = tokens.length - 1; k >= 0; k--) if (tokens[k].t !== 'comment') return tokens[k];
    return null;
  };
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && src[i + 1] === '/') {
      const end = src.indexOf('\n', i);
      const stop = end < 0 ? src.length : end;
      tokens.push({ t: 'comment', v: src.slice(i, stop), start: i, end: stop });
      i = stop;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end < 0 ? src.length : end + 2;
      tokens.push({ t: 'comment', v: src.slice(i, stop), start: i, end: stop });
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1;
      tokens.push({ t: 'str', v: src.slice(i, j + 1), start: i, end: j + 1 });
      i = j + 1;
    } else if (c === '`') {
      const tpl = { t: 'tpl', parts: [], exprs: [], start: i, end: i };
      let j = i + 1;
      let text = '';
      while (j < src.length && src[j] !== '`') {
        if (src[j] === '\\') {
          text += src.slice(j, j + 2);
          j += 2;
        } else if (src[j] === '$' && src[j + 1] === '{') {
          tpl.parts.push(text);
          text = '';
          const inner = lex(src, j + 2, true);
          tpl.exprs.push({ tokens: inner.tokens, start: j, end: inner.end, src: src.slice(j + 2, inner.end - 1) });
          j = inner.end;
        } else {
          text += src[j++];
        }
      }
      tpl.parts.push(text);
      tpl.end = j + 1;
      tokens.push(tpl);
      i = j + 1;
    } else if (/[A-Za-z_$]/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[\w$]/.test(src[j])) j++;
      tokens.push({ t: 'id', v: src.slice(i, j), start: i, end: j });
      i = j;
    } else if (/\d/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[\w.]/.test(src[j])) j++;
      tokens.push({ t: 'num', v: src.slice(i, j), start: i, end: j });
      i = j;
    } else if (c === '/' && isRegexStart(prev())) {
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n' && (inClass || src[j] !== '/')) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        j++;
      }
      j++;
      while (j < src.length && /[a-z]/.test(src[j])) j++;
      tokens.push({ t: 'regex', v: src.slice(i, j), start: i, end: j });
      i = j;
    } else {
      if (inTemplate && c === '{') braces++;
      if (inTemplate && c === '}') {
        if (braces === 0) return { tokens, end: i + 1 };
        braces--;
      }
      tokens.push({ t: 'punct', v: c, start: i, end: i + 1 });
      i++;
    }
  }
  return { tokens, end: src.length };
}

function isRegexStart(prev) {
  if (!prev) return true;
  if (prev.t === 'id') return REGEX_AFTER.has(prev.v);
  if (prev.t === 'punct') return ![')', ']'].includes(prev.v);
  return false;
}

// ---- expressions as token slices ----

const code = (tokens) => tokens.filter((t) => t.t !== 'comment');
const isMarker = (t) => t?.t === 'comment' && t.v.includes(MARKER);
const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

/** Splits at depth-0 punctuation accepted by `at`; brackets nest. */
function splitTop(tokens, at) {
  const parts = [[]];
  let depth = 0;
  tokens.forEach((t, k) => {
    if (t.t === 'punct' && OPEN.has(t.v)) depth++;
    if (t.t === 'punct' && CLOSE.has(t.v)) depth--;
    if (depth === 0 && t.t === 'punct' && at(t, tokens[k - 1], tokens[k + 1])) parts.push([]);
    else parts[parts.length - 1].push(t);
  });
  return parts;
}

/** `+` as concatenation, not `++` or `+=`. */
const isPlus = (t, before, after) => t.v === '+' && after?.v !== '+' && after?.v !== '=' && before?.v !== '+';

function unwrap(tokens) {
  let c = code(tokens);
  if (c[0]?.t === 'id' && c[0].v === 'await') tokens = tokens.slice(tokens.indexOf(c[0]) + 1);
  c = code(tokens);
  if (c.length >= 2 && c[0].v === '(' && c[c.length - 1].v === ')' && splitTop(c.slice(1, -1), () => false).length === 1) {
    const inner = tokens.slice(tokens.indexOf(c[0]) + 1, tokens.lastIndexOf(c[c.length - 1]));
    if (balanced(inner)) return unwrap(inner);
  }
  return tokens;
}

function balanced(tokens) {
  let depth = 0;
  for (const t of tokens) {
    if (t.t === 'punct' && OPEN.has(t.v)) depth++;
    if (t.t === 'punct' && CLOSE.has(t.v) && --depth < 0) return false;
  }
  return depth === 0;
}

/** Whether the literal text of an expression reads as SQL. */
function looksLikeSql(tokens) {
  return SQL_WORDS.test(
    code(tokens)
      .map((t) => (t.t === 'tpl' ? t.parts.join(' ') : t.t === 'str' ? t.v : ''))
      .join(' '),
  );
}

// ---- the file's declarations ----

function declarations(tokens) {
  const found = [];
  for (let k = 0; k < tokens.length - 2; k++) {
    const [kw, name, eq] = [tokens[k], tokens[k + 1], tokens[k + 2]];
    if (kw.t !== 'id' || !['const', 'let', 'var'].includes(kw.v) || name.t !== 'id') continue;
    let e = k + 2;
    // `const NAME: Type = ...`: skip the annotation.
    if (eq.v === ':') while (e < tokens.length && !(tokens[e].v === '=' && tokens[e + 1]?.v !== '>' && tokens[e - 1]?.v !== '=')) e++;
    if (tokens[e]?.v !== '=' || tokens[e + 1]?.v === '=') continue;
    found.push({ name: name.v, kind: kw.v, at: name.start, init: expressionFrom(tokens, e + 1) });
  }
  return found;
}

/** Tokens of an expression starting at `from`, up to a depth-0 `;` or `,` or an unmatched closer. */
function expressionFrom(tokens, from) {
  const out = [];
  let depth = 0;
  for (let k = from; k < tokens.length; k++) {
    const t = tokens[k];
    if (t.t === 'punct' && OPEN.has(t.v)) depth++;
    if (t.t === 'punct' && CLOSE.has(t.v) && --depth < 0) break;
    if (depth === 0 && t.t === 'punct' && (t.v === ';' || t.v === ',')) break;
    out.push(t);
  }
  return out;
}

// ---- the rules ----

function checkFile(file, src) {
  const lines = [0];
  for (let k = 0; k < src.length; k++) if (src[k] === '\n') lines.push(k + 1);
  const lineOf = (pos) => {
    let lo = 0;
    let hi = lines.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lines[mid] <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const { tokens } = lex(src);
  const decls = declarations(tokens);
  const problems = [];
  const markers = [];
  let calls = 0;

  const nearestDecl = (name, before) => decls.filter((d) => d.name === name && d.at < before).pop() ?? decls.find((d) => d.name === name);

  /** Fixed text: literals, marked pieces, placeholders, same-file constants bound to fixed text. */
  function isFixed(expr, seen = new Set()) {
    expr = unwrap(expr);
    if (isMarker(expr[0])) return true;
    const c = code(expr);
    const ternary = splitTop(c, (t) => t.v === '?' || t.v === ':');
    if (ternary.length > 1) return ternary.slice(1).every((p) => isFixed(p, seen));
    const parts = splitTop(c, isPlus);
    if (parts.length > 1) return parts.every((p) => isFixed(p, seen));
    if (c.length !== 1) return false;
    const [t] = c;
    if (t.t === 'str' || t.t === 'num') return true;
    if (t.t === 'tpl') return t.exprs.every((x, k) => interpolationAllowed(t, x, k, seen));
    if (t.t === 'id' && !seen.has(t.v)) {
      const d = nearestDecl(t.v, t.start);
      return d?.kind === 'const' && isFixed(d.init, new Set([...seen, t.v]));
    }
    return false;
  }

  function interpolationAllowed(tpl, x, k, seen = new Set()) {
    if (isMarker(x.tokens[0])) return true;
    if (tpl.parts[k].endsWith('$') && PLACEHOLDER.test(x.src.trim())) return true;
    return isFixed(x.tokens, seen);
  }

  function report(pos, what) {
    problems.push(`${file}:${lineOf(pos)}: ${what}`);
  }

  /** Every way `expr`, used as SQL, joins something that is not fixed text. */
  function checkSql(expr, traced = new Set(), mustLookLikeSql = false) {
    expr = unwrap(expr);
    const c = code(expr);
    if (!c.length) return;
    const ternary = splitTop(c, (t) => t.v === '?' || t.v === ':');
    if (ternary.length > 1) return ternary.slice(1).forEach((p) => checkSql(p, traced, mustLookLikeSql));
    const parts = splitTop(expr, isPlus);
    if (parts.length > 1) {
      const text = parts.flatMap((p) => code(p).map((t) => (t.t === 'tpl' ? t.parts.join(' ') : t.v))).join(' ');
      if (mustLookLikeSql && !SQL_WORDS.test(text)) return;
      for (const p of parts)
        if (!isFixed(p)) report(code(p)[0]?.start ?? c[0].start, `'+' joins ${JSON.stringify(src.slice(code(p)[0].start, code(p).at(-1).end))} into SQL`);
      return;
    }
    if (c.length !== 1) return;
    const [t] = c;
    if (t.t === 'tpl') {
      if (mustLookLikeSql && !SQL_WORDS.test(t.parts.join(' '))) return;
      t.exprs.forEach((x, k) => {
        if (!interpolationAllowed(t, x, k)) report(x.start, `\${${x.src.trim()}} interpolated into SQL`);
      });
    } else if (t.t === 'id' && !traced.has(t.v)) {
      const d = nearestDecl(t.v, t.start);
      if (!d) return;
      const next = new Set([...traced, t.v]);
      checkSql(d.init, next, true);
      // Later `name = ...` or `name += ...` before this use.
      for (let k = 0; k < tokens.length - 2; k++) {
        const [a, b, e] = [tokens[k], tokens[k + 1], tokens[k + 2]];
        if (a.t !== 'id' || a.v !== t.v || a.start <= d.at || a.start >= t.start || tokens[k - 1]?.v === '.') continue;
        if (b.v === '+' && e.v === '=') {
          const rhs = expressionFrom(tokens, k + 3);
          if (!looksLikeSql(d.init) && !looksLikeSql(rhs)) continue;
          if (!isFixed(rhs))
            report(a.start, `'+=' appends ${JSON.stringify(src.slice(code(rhs)[0]?.start ?? a.start, code(rhs).at(-1)?.end ?? a.end))} to SQL`);
        } else if (b.v === '=' && e.v !== '=' && e.v !== '>') {
          checkSql(expressionFrom(tokens, k + 2), next, true);
        }
      }
    }
  }

  function walk(list) {
    for (let k = 0; k < list.length; k++) {
      const t = list[k];
      if (t.t === 'tpl') t.exprs.forEach((x) => walk(x.tokens));
      if (t.t === 'comment' && t.v.includes(MARKER)) markers.push(`${file}:${lineOf(t.start)}`);
      // prepared(sql): a statement built once for later .query calls (src/server/db/types.ts).
      const isPrepared = t.t === 'id' && t.v === 'prepared' && list[k + 1]?.v === '(' && !['.', 'function'].includes(list[k - 1]?.v);
      if (!isPrepared && !(t.t === 'punct' && t.v === '.' && list[k + 1]?.t === 'id' && ['query', 'exec'].includes(list[k + 1].v))) continue;
      // RegExp.prototype.exec on a literal: not a database call.
      if (list[k - 1]?.t === 'regex') continue;
      let j = isPrepared ? k + 1 : k + 2;
      if (list[j]?.v === '<') {
        let depth = 0;
        for (; j < list.length; j++) {
          if (list[j].v === '<') depth++;
          if (list[j].v === '>' && list[j - 1]?.v !== '=' && --depth === 0) break;
        }
        j++;
      }
      if (list[j]?.v !== '(') continue;
      const arg = [];
      let depth = 0;
      for (let m = j + 1; m < list.length; m++) {
        const a = list[m];
        if (a.t === 'punct' && OPEN.has(a.v)) depth++;
        if (a.t === 'punct' && CLOSE.has(a.v) && --depth < 0) break;
        if (depth === 0 && a.t === 'punct' && a.v === ',') break;
        arg.push(a);
      }
      calls++;
      checkSql(arg);
    }
  }
  walk(tokens);
  return { problems: [...new Set(problems)], markers, calls };
}

function filesUnder(path) {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => join(e.parentPath, e.name))
    .filter((f) => !f.split(/[\\/]/).includes('node_modules'))
    .sort();
}

const args = process.argv.slice(2);
const list = args.includes('--list');
const roots = args.filter((a) => a !== '--list');
const files = (roots.length ? roots : ['src/server']).flatMap(filesUnder);
let problems = [];
let markers = [];
let calls = 0;
for (const file of files) {
  const result = checkFile(relative(process.cwd(), file), readFileSync(file, 'utf8'));
  problems = problems.concat(result.problems);
  markers = markers.concat(result.markers);
  calls += result.calls;
}
if (list) for (const m of markers) console.log(`reviewed fragment: ${m}`);
for (const p of problems) console.error(p);
const summary = `check-sql: ${files.length} files, ${calls} query calls, ${markers.length} reviewed fragments, ${problems.length} problems`;
if (problems.length) {
  console.error(`${summary}\nSQL must take values as $n parameters. A piece that is fixed SQL text (reviewed) is marked /* ${MARKER} */ where it is joined.`);
  process.exit(1);
}
console.log(summary);
