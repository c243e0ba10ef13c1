/**
 * `npm run admin -- <comando>`: the parish, its accounts and their passwords from a terminal, for servers
 * without a browser (usage below, also in the README). Runs on the embedded database in DATA_DIR (also
 * while the portal runs on it) or on DATABASE_URL.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';
import { createParishCommand, createUserCommand, listUsersCommand, resetPasswordCommand, UsageError, type Args } from './commands';
import { openCommandDb } from './open';

const USAGE = `Uso: npm run admin -- <comando> [opções]

Comandos:
  create-parish    Cria uma paróquia (com a comunidade Matriz).
                   --nome "Paróquia São Pedro" --cnpj 11.222.333/0001-81 --diocese "Diocese de Campinas"
                   --endereco "Rua Um, 10 - Centro" [--cep 13000-000] [--cidade Campinas] [--uf SP]
                   [--telefone "(19) 3232-0000"] [--email secretaria@paroquia.org.br] [--site https://...]
                   [--fuso-horario America/Sao_Paulo] [--paroco "Pe. João da Silva"]
  create-user      Cria uma conta e mostra a senha temporária (trocada no primeiro acesso).
                   --nome "Maria Souza" --usuario maria.souza --email maria@exemplo.org --regras 1,11
                   [--paroquia ID (obrigatório com mais de uma paróquia)] [--registro ID da pessoa nos registros]
  reset-password USUARIO
                   Gera uma senha temporária para a conta (trocada no próximo acesso) e encerra as sessões dela.
  list-users       Lista as contas: usuário, nome, e-mail, funções, situação, último acesso. [--paroquia ID]

Funções (--regras, separadas por vírgula): 111 Administrador do Sistema, 1 Administrador Geral,
  2 Gestor de Ministério, 11 Tesoureiro, 14 Dizimista ... (a tabela completa está no README).
Banco: DATABASE_URL, ou o banco embutido em DATA_DIR (padrão ./data), também com o portal em execução.`;

const COMMANDS: Record<string, (db: Db, args: Args, dataDir: string) => Promise<string>> = {
  'create-parish': createParishCommand,
  'create-user': createUserCommand,
  'reset-password': resetPasswordCommand,
  'list-users': listUsersCommand,
};

const OPTIONS = [
  'nome',
  'cnpj',
  'diocese',
  'cep',
  'endereco',
  'cidade',
  'uf',
  'telefone',
  'email',
  'site',
  'fuso-horario',
  'paroco',
  'usuario',
  'regras',
  'paroquia',
  'registro',
];

function parse(argv: string[]): { command: string | undefined; args: Args; help: boolean } {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: { help: { type: 'boolean', short: 'h' }, ...Object.fromEntries(OPTIONS.map((name) => [name, { type: 'string' as const }])) },
  });
  const { help, ...options } = values as Record<string, string | undefined> & { help?: boolean };
  const [command, ...rest] = positionals;
  return { command, args: { options, positionals: rest }, help: Boolean(help) };
}

async function main(argv: string[]): Promise<number> {
  let parsedArgs: ReturnType<typeof parse>;
  try {
    parsedArgs = parse(argv);
  } catch (error) {
    console.error(`${(error as Error).message.replace(/^Unknown option/, 'Opção desconhecida')}\n\n${USAGE}`);
    return 2;
  }
  const { command, args, help } = parsedArgs;
  if (help || !command) {
    (help ? console.log : console.error)(USAGE);
    return help ? 0 : 2;
  }
  const run = COMMANDS[command];
  if (!run) {
    console.error(`Comando desconhecido: ${command}\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const db = await openCommandDb(config);
  try {
    await migrate(db);
    console.log(await run(db, args, config.dataDir));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
  }
}

// Exits at once: an open database pool or timer must not keep a finished command waiting.
main(process.argv.slice(2)).then(
  (code) => process.exit.call(process, code),
  (error: Error) => {
    console.error(`Falhou: ${error.message}`);
    process.exit.call(process, 1);
  },
);
