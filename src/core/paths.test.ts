import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PORTAL_PATHS, pathTo } from './paths';

const ROOT = join(import.meta.dirname, '../..');

describe('pathTo', () => {
  it('fills in the parameters and adds the query string', () => {
    expect(pathTo('/registros')).toBe('/registros');
    expect(pathTo('/registros/{id}/editar', { id: 12 })).toBe('/registros/12/editar');
    expect(pathTo('/sacramentos/{tipo}/{id}', { tipo: 'batismo', id: '7' })).toBe('/sacramentos/batismo/7');
    expect(pathTo('/certidoes/{codigo}', { codigo: 'K7Q2 M9/XD' })).toBe('/certidoes/K7Q2%20M9%2FXD');
    expect(pathTo('/sacramentos', { query: { tipo: 'crisma', livro: 3 } })).toBe('/sacramentos?tipo=crisma&livro=3');
    expect(pathTo('/agenda/intencoes', { query: { celebracao_id: 4, data: undefined } })).toBe('/agenda/intencoes?celebracao_id=4');
    expect(pathTo('/registros', { query: new URLSearchParams('q=ana&success=Registro+salvo.') })).toBe('/registros?q=ana&success=Registro+salvo.');
    expect(pathTo('/registros', { query: {} })).toBe('/registros');
  });

  it('refuses, at compile time, a pattern that is not a portal path or a parameter left out', () => {
    // @ts-expect-error: no such path
    expect(pathTo('/registro')).toBe('/registro');
    // @ts-expect-error: {id} is missing
    expect(pathTo('/registros/{id}/editar')).toBe('/registros/undefined/editar');
    // @ts-expect-error: {tipo} is missing
    expect(pathTo('/sacramentos/{tipo}/{id}', { id: 1 })).toBe('/sacramentos/undefined/1');
  });
});

/** The first segments of the portal's paths: '/registros', '/dizimo', '/agenda'... */
const SEGMENTS = [...new Set(PORTAL_PATHS.map((path) => path.split('/')[1]).filter(Boolean))];
const first = `/(${SEGMENTS.join('|')})(?=$|[/?#"'])`;
const PORTAL_PATH = new RegExp(`^${first}`);
const PORTAL_HREF = new RegExp(`href=["']${first}`);
const MENTION = new RegExp(first);

/** The browser's source files (tests and their fixtures aside) that must name portal paths through pathTo. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether the literal is a pattern the compiler checks: pathTo's first argument, or a route's path in the host's table. */
function checked(node: ts.Node, file: string): boolean {
  const { parent } = node;
  if (ts.isCallExpression(parent) && parent.arguments[0] === node && ts.isIdentifier(parent.expression) && parent.expression.text === 'pathTo') return true;
  return file === 'src/host/routes.ts' && ts.isPropertyAssignment(parent) && ['path', 'redirect'].includes(parent.name.getText());
}

/** A literal's leading text, where a path would be: a template's head, or what follows its first value when it starts with one (`${origin}/chat`). */
function leadingText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  return node.head.text === '' ? node.templateSpans[0].literal.text : node.head.text;
}

/** Any text of a literal: a path may also sit in markup (a lit-html template's href). */
function texts(node: ts.Node): string[] {
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? [node.text] : [];
}

/** Every literal of a file (its path from the root, its text) that writes a portal path outside pathTo, as 'file:line text'. */
function literalPaths(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, name.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const written =
      PORTAL_PATH.exec(leadingText(node) ?? '') ??
      texts(node)
        .map((text) => PORTAL_HREF.exec(text))
        .find(Boolean);
    if (written && !checked(node, name)) found.push(`${name}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${written[0]}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the portal paths guardrail', () => {
  it('finds no portal path written as a literal in the browser code outside src/core/paths.ts', () => {
    const files = ['src/widgets', 'src/core', 'src/host'].flatMap((dir) => sourceFiles(join(ROOT, dir)));
    const offenders = files
      .map((file) => relative(ROOT, file))
      .filter((name) => name !== 'src/core/paths.ts')
      .map((name) => [name, readFileSync(join(ROOT, name), 'utf8')])
      // Only a file that mentions a portal path anywhere is parsed: the rest cannot write one.
      .filter(([, text]) => MENTION.test(text))
      .flatMap(([name, text]) => literalPaths(name, text));
    expect(offenders).toEqual([]);
  }, 30_000);

  it('tells a written portal path from a checked pattern and from other strings', () => {
    const code = [
      "navigate(container, '/inventario');",
      'const to = `/turmas/${slug}/nova`;',
      'const link = <a href="/protocolos">Protocolos</a>;',
      'const page = html`<a class="btn" href="/dashboard">Home</a>`;',
      'const chat = `${origin}/chat`;',
      "const fine = [pathTo('/registros/{id}/editar', { id }), pathTo(`/turmas/${slug}`), '/api/registros', '/registrosx', 'a/chat', `/api/${id}/chat`];",
    ].join('\n');
    expect(literalPaths('src/widgets/probe.tsx', code).map((found) => found.split(' ')[0])).toEqual([
      'src/widgets/probe.tsx:1',
      'src/widgets/probe.tsx:2',
      'src/widgets/probe.tsx:3',
      'src/widgets/probe.tsx:4',
      'src/widgets/probe.tsx:5',
    ]);
  });
});
