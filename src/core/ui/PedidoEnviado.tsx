import { fields, object, text } from '../api/read-answer';

/** What a public request answers once sent: its code and the follow-up address (also sent by e-mail). */
export const readPedidoEnviado = (answer: unknown) => fields(object(answer, 'pedido'), { codigo: text, acompanhamento: text });

/**
 * What a public request form shows once sent (<sacra-pedido-batismo>, <sacra-pedido-certidao>): its code and the
 * follow-up address, the one-time secret link the family also gets by e-mail. Light: no kit beyond kit.css.
 */
export function PedidoEnviado({ codigo, acompanhamento }: { codigo: string; acompanhamento: string }) {
  return (
    <div part="done" className="alert alert-success pedido-done" role="status">
      <p>
        <strong>Pedido enviado.</strong> Código: <span className="pedido-code">{codigo}</span>
      </p>
      <p>
        Enviamos por e-mail o link de acompanhamento: por ele você vê o andamento, as mensagens da secretaria e o PIX da taxa, quando houver. Guarde-o: ele é só
        seu.
      </p>
      <p>
        <a href={acompanhamento}>Acompanhar o pedido</a>
      </p>
    </div>
  );
}
