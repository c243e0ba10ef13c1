import { useId } from 'react';
import { SquareCropField } from '../../../core/crop';
import { portalUrl } from '../../../core/config';
import { useLogo } from '../useLogo';

const LOGO_WORDS = {
  choose: 'Arraste e solte o logotipo aqui (JPG, PNG ou WEBP), ou',
  change: 'Arraste outra imagem para trocar, ou',
  area: 'Recorte do logotipo: arraste a imagem para ajustar',
};

/** The logo now, and a new one cropped square like the profile photo. */
export function LogoCard({ logo }: { logo: string | null }) {
  const { crop, submit, busy } = useLogo();
  const titleId = useId();
  return (
    <section className="card parish-logo-card" aria-labelledby={titleId} part="logo">
      <h2 id={titleId}>Logotipo</h2>
      {logo ? (
        <img className="parish-logo-now" src={portalUrl(logo)} alt="Logotipo atual da paróquia" width="96" height="96" />
      ) : (
        <p className="muted">A paróquia ainda não tem logotipo.</p>
      )}
      <p className="muted small">Aparece no topo do portal e nos recibos, certidões e livros impressos.</p>
      <SquareCropField crop={crop} what={LOGO_WORDS} />
      <div className="form-actions">
        <button type="button" className="btn btn-primary" onClick={() => void submit()} disabled={busy}>
          {busy ? 'Enviando...' : 'Salvar logotipo'}
        </button>
      </div>
    </section>
  );
}
