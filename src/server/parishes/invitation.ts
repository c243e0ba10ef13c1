/**
 * The e-mail inviting a new account to choose its password: the one-time link opens /convite (72 h,
 * accounts/tokens.ts). Queued with the transaction that created the account, so it goes only if the
 * account exists.
 */
export function invitationMail(i: { product: string; baseUrl: string; token: string; nome: string; usuario: string; paroquia: string }): { subject: string; body: string } {
  const link = `${i.baseUrl}/convite?token=${encodeURIComponent(i.token)}`;
  return {
    subject: `Convite para o ${i.product}: ${i.paroquia}`,
    body: [
      `Olá, ${i.nome}.`,
      '',
      `Você foi convidado(a) para administrar a ${i.paroquia} no ${i.product}.`,
      `Seu usuário: ${i.usuario}`,
      '',
      'Para escolher sua senha e entrar, abra o link abaixo (válido por 72 horas, uma única vez):',
      link,
      '',
      'Se você não esperava este convite, ignore esta mensagem.',
    ].join('\n'),
  };
}
