import type { Plugin } from 'vite';

export declare function elementCss(): Plugin;
export declare function anchorRem(css: string): string;
export declare function inlineCssImports(css: string, file: string, read?: (file: string) => void): string;
export declare function ownZodMini(): Plugin;
export declare function precompress(): Plugin;
