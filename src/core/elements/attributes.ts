import { ELEMENTS, type AttributeSpec, type ElementSpec, type SacraTag } from './tags';

/**
 * The elements' attributes as types, derived from the table of elements (./tags.ts), and the one rule that turns
 * what a page wrote into what a Widget receives.
 */
export type Attributes<T extends SacraTag> = (typeof ELEMENTS)[T] extends { attributes: infer A } ? A : Record<never, never>;

/** An attribute's value: one of its values, a number, or a string. */
type ValueOf<A> = A extends { values: readonly (infer V)[] } ? V : A extends { type: 'number' } ? number : string;

/** One attribute's value as its Widget receives it: `view` of <sacra-inventory> is 'list' | 'new' | 'edit'. */
export type AttributeValue<T extends SacraTag, K extends keyof Attributes<T>> = ValueOf<Attributes<T>[K]>;

/** The views of an element that has a `view` attribute. */
export type ViewOf<T extends SacraTag> = ElementAttributes<T> extends { view?: infer V extends string } ? V : never;

/** What a page may set on the element: every attribute optional. */
type ElementAttributes<T extends SacraTag> = { [K in keyof Attributes<T>]?: ValueOf<Attributes<T>[K]> };

/** What the Widget receives: an attribute with a default is always there. */
export type WidgetAttributes<T extends SacraTag> = {
  [K in keyof Attributes<T> as Attributes<T>[K] extends { default: unknown } ? K : never]: ValueOf<Attributes<T>[K]>;
} & { [K in keyof Attributes<T> as Attributes<T>[K] extends { default: unknown } ? never : K]?: ValueOf<Attributes<T>[K]> };

/** Whether a value is one the attribute takes (any value, for an attribute that states no values, range or default). */
function allowed(spec: AttributeSpec, value: unknown): boolean {
  if (spec.values) return spec.values.includes(value as string);
  if (spec.type === 'number' && (spec.min !== undefined || spec.max !== undefined)) {
    return Number.isInteger(value) && (value as number) >= (spec.min ?? -Infinity) && (value as number) <= (spec.max ?? Infinity);
  }
  return spec.default === undefined || (value !== undefined && value !== null && value !== '');
}

/** An element's attributes by their property's name. */
export const attributesOf = (tag: SacraTag): Readonly<Record<string, AttributeSpec>> => (ELEMENTS[tag] as ElementSpec).attributes ?? {};

/** The properties r2wc reads from the element's attributes, by their r2wc type. */
export function attributeTypes(tag: SacraTag): Record<string, AttributeSpec['type']> {
  return Object.fromEntries(Object.entries(attributesOf(tag)).map(([prop, spec]) => [prop, spec.type]));
}

/** The element's properties as its Widget receives them: a value the table does not allow gives way to the attribute's default. */
export function widgetProps<P extends object>(tag: SacraTag, props: P): P {
  const out = { ...props } as Record<string, unknown>;
  for (const [prop, spec] of Object.entries(attributesOf(tag))) if (!allowed(spec, out[prop])) out[prop] = spec.default;
  return out as P;
}

/** An element as a page's code sees it: document.createElement('sacra-notices').noticeId is a number. */
type SacraElementMap = { [T in SacraTag]: HTMLElement & ElementAttributes<T> & { api?: string } };

declare global {
  // Not an empty type: declaration merging adds the elements to the DOM's own map, and only an interface merges.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends SacraElementMap {}
}
