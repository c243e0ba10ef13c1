import { useId, useState } from 'react';
import { DataFrame, usePublicFetch } from '../../core/data';
import type { WidgetProps } from '../../core/elements/define-light';
import { useDebouncedValue } from '../../core/hooks/useDebouncedValue';
import { GoalProgress } from '../../core/ui/GoalProgress';
import { ParishMissing, positiveId } from '../../core/ui/ParishAttribute';
import { fetchDonation, type Donation } from './api';
import { AMOUNT_DEBOUNCE_MS, donorsText, formatBrl, percentOf, readAmount } from './donate-view';
import { PixCode } from '../../core/ui/PixCode';

/**
 * Donations by PIX for a parish website, with no sign-in and no cookies: the parish's tithe, or a public
 * campaign with its goal, what it has raised (a progress bar) and its donors. Shows the BR Code as a QR
 * code and as 'copia e cola' text with a copy button; an optional amount goes into the code (the server
 * builds it, asked again ~400 ms after the visitor stops typing).
 *
 * @tag sacra-donate
 * @csspart base - com `data-state` = `loading`, `loaded`, `not-found` ou `unavailable`
 * @csspart title
 * @csspart description
 * @csspart progress - barra de progresso da meta
 * @csspart progress-value
 * @csspart totals
 * @csspart donors
 * @csspart amount - campo "Valor (opcional)"
 * @csspart qr - o QR Code PIX, um svg
 * @csspart code - o texto "copia e cola"
 * @csspart copy-button
 * @cssproperty --sacra-donate-gap
 * @cssproperty --sacra-donate-background
 * @cssproperty --sacra-donate-bar-color
 * @cssproperty --sacra-donate-bar-background
 * @cssproperty --sacra-donate-qr-size
 */
export function DonateWidget({ paroquia, campaign, heading }: WidgetProps<'sacra-donate'>) {
  const parish = positiveId(paroquia);
  if (!parish) return <ParishMissing className="donate" />;
  const campaignId = positiveId(campaign);
  return <Donate paroquia={parish} campaign={campaignId} heading={heading} />;
}

function Donate({ paroquia, campaign, heading }: { paroquia: number; campaign?: number; heading?: string }) {
  const [amountText, setAmountText] = useState('');
  const amount = readAmount(amountText);
  // An amount not yet valid asks for the open-amount code: never a QR for an amount the visitor did not mean.
  const cents = useDebouncedValue(amount.kind === 'cents' ? amount.cents : undefined, AMOUNT_DEBOUNCE_MS);
  // Another amount keeps the code on screen while the new one comes; another parish or campaign does not.
  const donation = usePublicFetch(String(cents), (signal) => fetchDonation(paroquia, campaign, cents, signal), `${paroquia}/${campaign}`);
  const titleId = useId();
  const title = (
    <h2 id={titleId} part="title" className="donate-title">
      {heading || (donation.data ? donation.data.title : campaign === undefined ? 'Dízimo' : 'Campanha')}
    </h2>
  );
  return (
    <section part="base" className="donate" data-state={donation.status} aria-labelledby={titleId}>
      {title}
      <DataFrame
        state={donation}
        loading="Carregando..."
        failed={() => 'Doações indisponíveis no momento.'}
        notFound={campaign === undefined ? 'Paróquia não encontrada.' : 'Campanha não encontrada.'}
      >
        {(data) => (
          <>
            {data.description && (
              <p part="description" className="donate-description">
                {data.description}
              </p>
            )}
            {data.progress && <Progress {...data.progress} />}
            {data.payload === null ? (
              <p className="alert alert-info" role="status">
                A paróquia ainda não cadastrou a chave PIX.
              </p>
            ) : (
              <Pix payload={data.payload} busy={donation.fetching} amountText={amountText} invalid={amount.kind === 'invalid'} onAmount={setAmountText} />
            )}
          </>
        )}
      </DataFrame>
    </section>
  );
}

function Progress({ goalCents, raisedCents, donors }: NonNullable<Donation['progress']>) {
  const percent = percentOf(raisedCents, goalCents);
  return (
    <div className="donate-progress">
      {percent !== null && <GoalProgress percent={percent} className="bar" barClassName="bar-value" part />}
      <p part="totals" className="totals">
        <strong>{formatBrl(raisedCents)}</strong>
        {goalCents ? ` de ${formatBrl(goalCents)}` : ' arrecadados'}
        {percent !== null && <span className="percent"> · {percent}%</span>}
      </p>
      <p part="donors" className="donors">
        {donorsText(donors)}
      </p>
    </div>
  );
}

interface PixProps {
  payload: string;
  busy: boolean;
  amountText: string;
  invalid: boolean;
  onAmount: (text: string) => void;
}

function Pix({ payload, busy, amountText, invalid, onAmount }: PixProps) {
  const ids = useId();
  return (
    <div className="donate-pix">
      <div className="field donate-amount">
        <label htmlFor={`${ids}-amount`}>Valor (opcional)</label>
        <div className="money">
          <span aria-hidden="true">R$</span>
          <input
            id={`${ids}-amount`}
            part="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={amountText}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${ids}-amount-error` : undefined}
            onChange={(e) => onAmount(e.currentTarget.value)}
          />
        </div>
        {invalid && (
          <p id={`${ids}-amount-error`} className="field-error">
            Informe um valor como 25,00.
          </p>
        )}
      </div>
      <PixCode payload={payload} busy={busy} />
    </div>
  );
}
