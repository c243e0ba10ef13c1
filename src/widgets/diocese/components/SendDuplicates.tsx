import { useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { formatNumber } from '../../../core/format';
import { Banner, toast } from '../../../core/ui';
import { LIVROS_DUPLICATA, type Duplicata } from '../../../shared/schemas/diocese';
import { useSendDuplicatas } from '../queries';
import { DIOCESE_TEXT } from '../text';
import { useYears } from '../useYears';
import { YearSelect } from './YearSelect';

/** The parish sends the year's duplicate of each book to the diocesan archive (the server prints the books and keeps their data). */
export function SendDuplicates() {
  const years = useYears();
  const send = useSendDuplicatas();
  const [sent, setSent] = useState<Duplicata[] | null>(null);
  async function onSend() {
    setSent(null);
    const answer = await send.mutateAsync(years.ano).catch(() => null);
    if (!answer) return;
    toast.success(answer.message);
    setSent(answer.data);
  }
  return (
    <section className="card" aria-labelledby="send-duplicates-title">
      <h2 id="send-duplicates-title">{DIOCESE_TEXT.sendDuplicatesTitle}</h2>
      <p className="muted">{DIOCESE_TEXT.sendDuplicatesHint}</p>
      {send.error && <Banner kind="error">{errorText(send.error, DIOCESE_TEXT.sendDuplicatesFailed)}</Banner>}
      <div className="field-row diocese-actions">
        <YearSelect years={years} />
        <button type="button" className="btn btn-primary" disabled={send.isPending} onClick={() => void onSend()}>
          {send.isPending ? 'Enviando...' : `Enviar duplicatas de ${years.ano}`}
        </button>
      </div>
      {sent && (
        <ul className="report-list" aria-label={`Duplicatas de ${years.ano} enviadas`}>
          {sent.map((d) => (
            <li key={d.id}>
              {LIVROS_DUPLICATA[d.livro]}: {formatNumber(d.registros)} registro(s)
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
