import type { AttributeDocs } from '../src/core/elements/attribute-docs';
import type { ElementSpec } from '../src/core/elements/tags';

export interface ManifestEntry {
  name: string;
  description?: string;
  type?: { text: string };
}
export interface ElementDeclaration {
  name: string;
  tagName: string;
  summary?: string;
  attributes: Array<ManifestEntry & { fieldName: string }>;
  events?: ManifestEntry[];
  cssParts?: ManifestEntry[];
  cssProperties?: ManifestEntry[];
}
export interface Manifest {
  modules: Array<{ path: string; declarations: ElementDeclaration[] }>;
}
export declare const MANIFEST_PATH: string;
export declare const README_PATH: string;
/** `elements`: the table of elements (src/core/elements/tags.ts), whose attributes the manifest gives, described with `docs` (./attribute-docs.ts). */
export declare function buildManifest(elements: Readonly<Record<string, ElementSpec>>, docs: AttributeDocs): Manifest;
export declare function elementsOf(manifest: Manifest): ElementDeclaration[];
export declare function readmeTable(manifest: Manifest): string;
export declare function withTable(readme: string, table: string): string;
