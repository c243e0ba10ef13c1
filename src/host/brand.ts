import { html } from 'lit-html';
import { getConfig } from '../core/config';

export const LOGO_URL = '/logo.svg';
/** Shown instead of any image that fails to load (logos, avatars). */
export const DEFAULT_IMAGE_URL = '/default-image.svg';

export function productName(): string {
  return getConfig().product;
}

/** `@error` handler: swap a broken image for the default one, once (the default could fail too). */
export function useDefaultImage(event: Event): void {
  const img = event.currentTarget;
  if (!(img instanceof HTMLImageElement) || img.dataset.fallback) return;
  img.dataset.fallback = '1';
  img.src = DEFAULT_IMAGE_URL;
}

export function copyright() {
  return html`<p class="copyright">© ${new Date().getFullYear()} ${productName()}. Todos os direitos reservados.</p>`;
}
