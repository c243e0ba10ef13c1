import { DataFrame, fromQuery } from '../../../core/data';
import { NOTICES_MSG } from '../../../shared/schemas/notices';
import { portalUrl } from '../api';
import { attachmentKind } from '../notice-rules';
import { useAttachmentExists } from '../queries';

/**
 * The attachment inside the preview: checked with HEAD first (a removed file must not show as broken); an image is shown
 * (an <img> never runs an SVG's script), a PDF offered as a download; none, or a file gone, shows 'Sem anexo'.
 */
export function AttachmentPreview({ url, name }: { url: string | null; name: string | null }) {
  return url ? <CheckedAttachment url={url} name={name} /> : <NoAttachment />;
}

function CheckedAttachment({ url, name }: { url: string; name: string | null }) {
  const exists = useAttachmentExists(url);
  return (
    <DataFrame state={fromQuery(exists)} loading="Verificando anexo..." failed={NOTICES_MSG.noAttachment} empty={<NoAttachment />} isEmpty={(found) => !found}>
      {() => <Attachment url={url} name={name} />}
    </DataFrame>
  );
}

function NoAttachment() {
  return (
    <div className="empty-state attachment-missing" role="img" aria-label={NOTICES_MSG.noAttachment} part="attachment-placeholder">
      <span aria-hidden="true">📄</span>
      <span>{NOTICES_MSG.noAttachment}</span>
    </div>
  );
}

function Attachment({ url, name }: { url: string; name: string | null }) {
  const href = portalUrl(url);
  if (attachmentKind(url) === 'pdf') {
    return (
      <p className="attachment-pdf">
        <a className="btn" href={href} download={name ?? undefined}>
          Baixar PDF
        </a>
        <span className="muted"> {name}</span>
      </p>
    );
  }
  return <img className="attachment-image" src={href} alt={name ? `Anexo: ${name}` : 'Anexo'} part="attachment-image" />;
}
