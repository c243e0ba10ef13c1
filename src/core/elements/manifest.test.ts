/**
 * Each element's API is written once, in its Widget's JSDoc. These checks fail when what is generated from
 * it (custom-elements.json, the README's table) is stale, or when the JSDoc and the code part ways: the
 * attributes r2wc reads (./tags.ts), the events' payloads (./events.ts), the parts the module renders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, elementsOf, MANIFEST_PATH, README_PATH, readmeTable, withTable } from '../../../scripts/elements-manifest.mjs';
import { ELEMENTS, TAGS, type ElementSpec } from './tags';

const manifest = buildManifest();
const elements = elementsOf(manifest);
const byTag = new Map(elements.map((e) => [e.tagName, e]));
const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every file of a folder, recursively. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesIn(join(dir, d.name)) : [join(dir, d.name)]));
}

describe('custom-elements.json and the README', () => {
  it('are what the Widgets’ JSDoc says (node scripts/elements-manifest.mjs rewrites them)', () => {
    expect(readFileSync(MANIFEST_PATH, 'utf8')).toBe(`${JSON.stringify(manifest, null, 2)}\n`);
    const readme = readFileSync(README_PATH, 'utf8');
    expect(readme).toBe(withTable(readme, readmeTable(manifest)));
  });
});

describe('the JSDoc and the code', () => {
  it('documents every element of the table of elements, and no other', () => {
    expect([...byTag.keys()].sort()).toEqual([...TAGS].sort());
  });

  it.each(TAGS)('%s: the documented attributes are the ones the element reads', (tag) => {
    const { props = {} }: ElementSpec = ELEMENTS[tag];
    const documented = byTag
      .get(tag)!
      .attributes.map((a) => a.name)
      .sort();
    expect(documented).toEqual([...Object.keys(props).map(kebab), 'api'].sort());
  });

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
      filesIn(join(import.meta.dirname, '../../widgets', module)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/part=\{?[`"]([a-z-]+)/g)].map((m) => m[1]),
      ),
    );
    const sameModule = elements.filter((e) => ELEMENTS[e.tagName as keyof typeof ELEMENTS].module === module);
    const documented = new Set(sameModule.flatMap((e) => (e.cssParts ?? []).map((p) => p.name)));
    expect([...rendered].filter((part) => !documented.has(part))).toEqual([]);
  });
});
