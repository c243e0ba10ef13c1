import { formatDateTime } from '../../../core/format';
import { DataTable, ListFrame, useListController, type Column } from '../../../core/list';
import type { AuditEntry } from '../../../shared/schemas/users';
import { auditText } from '../audit-text';
import { auditQuery } from '../queries';

/** The account's history on the list kit: when, what and who, newest first, 10 a page (not in the address: the page's subject is the account). */
export function AuditList({ accountId, zone }: { accountId: number; zone: string }) {
  const list = useListController({
    key: `usuarios-${accountId}-auditoria`,
    filter: {},
    perPage: 10,
    pageSizes: [10],
    inAddress: false,
    query: ({ page, perPage }) => auditQuery(accountId, { page, limit: perPage }),
  });
  const columns: Column<AuditEntry>[] = [
    { id: 'em', header: 'Quando', cell: (e) => formatDateTime(e.em, zone) },
    { id: 'acao', header: 'O quê', rowHeader: true, cell: auditText },
    { id: 'autor', header: 'Por quem', cell: (e) => e.autor },
  ];
  return (
    <section className="card audit" aria-labelledby="audit-title" part="audit">
      <h2 id="audit-title">Histórico da conta</h2>
      <ListFrame list={list} failed="Falha ao carregar o histórico" loading="Carregando o histórico..." empty="Nenhuma alteração registrada">
        <DataTable list={list} columns={columns} caption="Histórico da conta: alterações, com quem as fez e quando" />
      </ListFrame>
    </section>
  );
}
