import { html, nothing } from 'lit-html';
import { request } from '../../core/api/client';
import type { User } from '../../shared/schemas/session';
import { pathTo } from '../../core/paths';

/** Back to the system administrator's own parish; the page starts afresh, so nothing of the other parish stays cached. */
async function goHome(event: Event): Promise<void> {
  (event.currentTarget as HTMLButtonElement).disabled = true;
  try {
    await request('/api/paroquias/voltar', { method: 'POST' });
  } finally {
    // On a failure the new page's bar still says where the session is.
    location.assign(pathTo('/paroquias'));
  }
}

/** While a system administrator acts as another parish (POST /api/paroquias/{id}/atuar): which one, on every page, and the way back. */
export function actingBar(user: User) {
  if (!user.paroquia?.atuando) return nothing;
  return html`
    <div class="acting-bar" role="status">
      <span>Você está atuando na <strong>${user.paroquia.name}</strong> como Administrador do Sistema.</span>
      <button type="button" class="acting-back" @click=${goHome}>Voltar à minha paróquia</button>
    </div>
  `;
}
