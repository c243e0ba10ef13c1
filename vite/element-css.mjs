import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `rem` in the elements' styles, measured from the element instead of the page.
 *
 * Why: inside a shadow root `rem` still means the embedding page's root font size, the one thing a
 * page's CSS (`html { font-size: 62.5% }`, or `* { font-size: 40px !important }`) can change in an
 * element's look. Every length written `Nrem` in a declaration of the CSS an element inlines
 * (`import css from './x.css?inline'`) becomes `calc(N * var(--_rem))`, with --_rem fixed on :host
 * (src/core/ui/base.css). Media and container query conditions are left alone: there `rem` is the
 * browser's default size, which page CSS cannot touch. The portal's own page keeps 16px at its root,
 * so the portal looks the same either way.
 *
 * @returns {import('vite').Plugin}
 */
export function elementCss() {
  return {
    name: 'sacra-element-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/(widgets|core)\/.+\.css\?inline$/.test(id)) return null;
      return { code: anchorRem(inlineCssImports(code, id.replace(/\?inline$/, ''), (file) => this.addWatchFile(file))), map: null };
    },
  };
}

/**
 * The CSS with each `@import './x.css';` replaced by that file's text, itself with its imports in place. Why: Vite
 * reads a file an `@import` names itself, past the transform above, which would leave that file's `rem` unanchored.
 * @param {string} css
 * @param {string} file the CSS file's path, which its imports are relative to
 * @param {(file: string) => void} [read] told each file read (the dev server watches them)
 * @returns {string}
 */
export function inlineCssImports(css, file, read = () => {}) {
  return css.replace(/@import\s+(['"])([^'"]+)\1\s*;/g, (_line, _quote, path) => {
    const imported = resolve(dirname(file), path);
    read(imported);
    return inlineCssImports(readFileSync(imported, 'utf8'), imported, read);
  });
}

/**
 * Rewrites `Nrem` in declarations only: text before `{` is a selector or an at-rule's condition.
 * @param {string} css
 */
export function anchorRem(css) {
  return css.replace(/[^{};]+(?=[{};]|$)/g, (part, offset) =>
    css[offset + part.length] === '{' ? part : part.replace(/(^|[^\w.-])(-?\d*\.?\d+)rem\b/g, '$1calc($2 * var(--_rem))'),
  );
}
