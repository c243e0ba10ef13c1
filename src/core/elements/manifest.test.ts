/**
 * Each element's API is written once: its attributes in the table of elements (./tags.ts) with their words in
 * ./attribute-docs.ts, the rest in its Widget's JSDoc. These checks fail when what is generated from them (custom-elements.json, the README's table)
 * is stale, or when the table, the JSDoc and the code part ways: the attributes and values the manifest gives,
 * the events' payloads (./events.ts), the parts the module renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, elementsOf, MANIFEST_PATH, README_PATH, readmeTable, withTable } from '../../../scripts/elements-manifest.mjs';
import { SACRAMENTO_TIPO_LIST } from '../../shared/schemas/sacramentos';
import { ATTRIBUTE_DOCS, type AttributeDocs } from './attribute-docs';
import { attributesOf } from './attributes';
import { ELEMENTS, TAGS } from './tags';

const manifest = buildManifest(ELEMENTS, ATTRIBUTE_DOCS);
const elements = elementsOf(manifest);
const committed = new Map(elementsOf(JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'))).map((e) => [e.tagName, e]));
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const WIDGETS = join(import.meta.dirname, '../../widgets');

/** Every file of a folder, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesIn(join(dir, d.name)) : [join(dir, d.name)]));
}

describe('custom-elements.json and the README', () => {
  it('are what the table of elements and the Widgets’ JSDoc say (node scripts/elements-manifest.mjs rewrites them)', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
    const readme = readFileSync(README_PATH, 'utf8');
    expect(readme).toBe(withTable(readme, readmeTable(manifest)));
  });

  it('documents every element of the table of elements, and no other', () => {
    expect([...committed.keys()].sort()).toEqual([...TAGS].sort());
  });

  it.each(TAGS)('%s: gives the attributes the element reads, with the values each one takes', (tag) => {
    const given = committed.get(tag)!.attributes.map((a) => [a.name, a.type?.text.split(' | ')]);
    const read = Object.entries(attributesOf(tag)).map(([prop, spec]) => [kebab(prop), spec.values?.map((v) => `'${v}'`) ?? [spec.type]]);
    expect(given).toEqual([...read, ['api', ['string']]]);
  });
});

describe('the table of elements', () => {
  it.each(TAGS)('%s: gives each attribute a default it takes', (tag) => {
    for (const spec of Object.values(attributesOf(tag))) {
      if (spec.default !== undefined && spec.values) expect(spec.values).toContain(spec.default);
      if (spec.default !== undefined && spec.min !== undefined) expect(spec.default).toBeGreaterThanOrEqual(spec.min);
      if (spec.default !== undefined && spec.max !== undefined) expect(spec.default).toBeLessThanOrEqual(spec.max);
    }
  });

  it('documents only what the table has: the types refuse any other attribute, view or value', () => {
    const wrong: AttributeDocs[] = [
      // @ts-expect-error: <sacra-chat> has no attributes
      { 'sacra-chat': { heading: { doc: 'título' } } },
      // @ts-expect-error: <sacra-inventory> has no 'detail' view
      { 'sacra-inventory': { itemId: { views: ['detail'] } } },
      // @ts-expect-error: <sacra-protocols>'s view takes no 'all'
      { 'sacra-protocols': { view: { notes: { all: '/protocolos' } } } },
      // @ts-expect-error: <sacra-mass-times> has no views
      { 'sacra-mass-times': { days: { views: ['list'] } } },
    ];
    // The words are read only as the manifest's descriptions: what the types refuse never reaches it.
    expect(wrong).toHaveLength(4);
  });

  it('gives the sacramental records the kinds of books the API has', () => {
    expect(attributesOf('sacra-sacramentos').tipo.values).toEqual(SACRAMENTO_TIPO_LIST);
  });

  it('is the only place an attribute is declared: no Widget’s JSDoc has @attr', () => {
    const declaring = filesIn(WIDGETS).filter((file) => /Widget\.tsx$/.test(file) && /^\s*\* @attr\b/m.test(readFileSync(file, 'utf8')));
    expect(declaring).toEqual([]);
  });
});

describe('the JSDoc and the code', () => {
  it('gives every event the payload type declared for it', () => {
    const declared = new Map(
      [...readFileSync(join(import.meta.dirname, 'events.ts'), 'utf8').matchAll(/'(sacra-[a-z-]+)': (\{[^}]*\});/g)].map((m) => [m[1], squash(m[2])]),
    );
    const documented = elements.flatMap((e) => e.events ?? []);
    expect(documented.length).toBeGreaterThan(0);
    for (const event of documented) expect(`${event.name} ${squash(event.type?.text ?? '')}`).toBe(`${event.name} CustomEvent<${declared.get(event.name)}>`);
  });

  it.each(TAGS)('%s: documents every part its module renders', (tag) => {
    const { module } = ELEMENTS[tag];
    const rendered = new Set(
      filesIn(join(WIDGETS, module)).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/part=\{?[`"]([a-z-]+)/g)].map((m) => m[1])),
    );
    const sameModule = elements.filter((e) => ELEMENTS[e.tagName as keyof typeof ELEMENTS].module === module);
    const documented = new Set(sameModule.flatMap((e) => (e.cssParts ?? []).map((p) => p.name)));
    expect([...rendered].filter((part) => !documented.has(part))).toEqual([]);
  });
});
