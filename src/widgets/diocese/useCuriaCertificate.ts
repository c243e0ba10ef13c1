import { errorText } from '../../core/api/errors';
import { useIssuedCertificate } from '../../core/hooks/useIssuedCertificate';
import { toast } from '../../core/ui';
import type { BatismoEncontrado } from '../../shared/schemas/diocese';
import { useIssueCertidao } from './queries';

/** 'Emitir certidão' on an entry of a vacant parish: the PDF is downloaded at once and stays linked above the list. */
export function useCuriaCertificate() {
  const issue = useIssueCertidao();
  const { issued, received } = useIssuedCertificate<{ nome: string }>();
  const emit = (b: BatismoEncontrado) =>
    issue.mutate(b.id, {
      onSuccess: ({ pdf, code }) => received(pdf, code, `certidao-batismo-${code}.pdf`, { nome: b.nome }),
      onError: (error) => toast.error(errorText(error, 'Falha ao emitir a certidão')),
    });
  return { emit, busyId: issue.isPending ? issue.variables : null, issued };
}
