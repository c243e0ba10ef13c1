import type { WidgetProps } from '../../core/elements/define-light';
import { DOCUMENT_FILES, PublicCheck, PublicInput, PublicSelect, PublicSubmit } from '../../core/form/PublicFields';
import { ParishMissing, positiveId } from '../../core/ui/ParishAttribute';
import { PedidoEnviado } from '../../core/ui/PedidoEnviado';
import { usePedidoForm } from './usePedidoForm';
import { CONSENTIMENTO_CERTIDAO, FINALIDADES, RELACOES, RETIRADAS, SACRAMENTOS } from './consent';

/**
 * A certificate asked for online (no account, no cookies): of one's own baptism, confirmation or marriage, or a
 * relative's (the relation stated); the requester's identity (name, CPF, a photo of the document), the purpose, and
 * what the office needs to find the entry. The answer never says whether an entry exists: the office answers on the
 * follow-up page, where the certificate is downloaded after the fee is paid by PIX, or picked up at the office.
 *
 * @tag sacra-pedido-certidao
 * @csspart base
 * @csspart title
 * @csspart form
 * @csspart done - o pedido enviado: código e link de acompanhamento
 * @cssproperty --sacra-pedido-gap
 */
export function PedidoCertidaoWidget({ paroquia }: WidgetProps<'sacra-pedido-certidao'>) {
  const parish = positiveId(paroquia);
  if (!parish) return <ParishMissing className="pedido" />;
  return <PedidoCertidao paroquia={parish} />;
}

function PedidoCertidao({ paroquia }: { paroquia: number }) {
  const form = usePedidoForm(paroquia);
  const { errors } = form;
  // A fixed id: preact/compat's useId repeats ids across the element's parts.
  const titleId = 'pedido-certidao-title';
  return (
    <section part="base" className="pedido" data-state={form.done ? 'sent' : 'form'} aria-labelledby={titleId}>
      <h1 id={titleId} part="title">
        Pedido de certidão
      </h1>
      {form.done ? (
        <PedidoEnviado codigo={form.done.codigo} acompanhamento={form.done.acompanhamento} />
      ) : (
        <form part="form" className="pedido-form" onSubmit={form.onSubmit}>
          <fieldset>
            <legend>Certidão</legend>
            <div className="pedido-row">
              <PublicSelect name="sacramento" label="Certidão de" options={SACRAMENTOS} errors={errors} required />
              <PublicSelect name="retirada" label="Como receber" options={RETIRADAS} errors={errors} required />
            </div>
            <div className="pedido-row">
              <PublicSelect name="relacao" label="De quem" options={RELACOES} errors={errors} required />
              <PublicInput name="relacao_descricao" label="Parentesco (se outro)" errors={errors} maxLength={100} />
            </div>
            <div className="pedido-row">
              <PublicSelect name="finalidade" label="Finalidade" options={FINALIDADES} errors={errors} required />
              <PublicInput name="finalidade_descricao" label="Finalidade (se outra)" errors={errors} maxLength={200} />
            </div>
          </fieldset>
          <fieldset>
            <legend>Dados para encontrar o registro</legend>
            <PublicInput
              name="nome"
              label="Nome de quem recebeu o sacramento"
              errors={errors}
              required
              maxLength={150}
              hint="No casamento, o de um dos cônjuges."
            />
            <div className="pedido-row">
              <PublicInput name="nascimento" label="Data de nascimento" type="date" errors={errors} />
              <PublicInput name="data_sacramento" label="Data do sacramento (ou aproximada)" type="date" errors={errors} />
            </div>
            <div className="pedido-row">
              <PublicInput name="mae" label="Nome da mãe" errors={errors} maxLength={150} />
              <PublicInput name="pai" label="Nome do pai" errors={errors} maxLength={150} />
            </div>
            <PublicInput name="conjuge" label="No casamento: o outro cônjuge" errors={errors} maxLength={150} />
          </fieldset>
          <fieldset>
            <legend>Quem pede</legend>
            <div className="pedido-row">
              <PublicInput name="requerente_nome" label="Seu nome completo" errors={errors} required maxLength={150} autoComplete="name" />
              <PublicInput name="requerente_cpf" label="Seu CPF" errors={errors} required inputMode="numeric" maxLength={14} placeholder="000.000.000-00" />
            </div>
            <div className="pedido-row">
              <PublicInput
                name="email"
                label="E-mail"
                type="email"
                errors={errors}
                required
                autoComplete="email"
                hint="O link de acompanhamento vai para este e-mail."
              />
              <PublicInput name="telefone" label="Telefone" type="tel" errors={errors} autoComplete="tel" inputMode="tel" />
            </div>
            <PublicInput
              name="documento"
              label="Foto do seu documento de identidade"
              type="file"
              accept={DOCUMENT_FILES}
              errors={errors}
              required
              hint="PDF, JPG, PNG ou WEBP."
            />
          </fieldset>
          <fieldset>
            <legend>Seus dados (LGPD)</legend>
            <p className="pedido-consent">{CONSENTIMENTO_CERTIDAO}</p>
            <PublicCheck name="consentimento" label="Li e autorizo o tratamento dos dados para esta finalidade" errors={errors} required />
          </fieldset>
          <PublicSubmit form={form} label="Enviar pedido" className="btn btn-primary" />
        </form>
      )}
    </section>
  );
}
