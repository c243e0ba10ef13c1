// The portal's own Vite plugins (plain JS, so the configs can import them by file name).
export { anchorRem, elementCss, inlineCssImports } from './element-css.mjs';
export { ownZodMini } from './own-zod-mini.mjs';
export { precompress } from './precompress.mjs';
