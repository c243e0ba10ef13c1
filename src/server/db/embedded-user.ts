import { execFile } from 'node:child_process';
import { lstat, lchown, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The system user the embedded PostgreSQL runs as when the portal runs as root (PostgreSQL refuses root). */
export const SERVER_USER = 'sacratech';

export interface OsUser {
  uid: number;
  gid: number;
}

async function idsOf(name: string): Promise<OsUser | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  } catch {
    return null;
  }
}

/**
 * Who runs the embedded server: this process's own user (null), or under root the unprivileged
 * system user `sacratech`, created here (no home, no login shell) when the machine lacks it.
 */
export async function serverUser(): Promise<OsUser | null> {
  if (process.getuid?.() !== 0) return null;
  const found = await idsOf(SERVER_USER);
  if (found) return found;
  const attempts: Array<[string, string[]]> = [
    ['useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SERVER_USER]],
    // BusyBox (Alpine).
    ['adduser', ['-S', '-D', '-H', '-h', '/nonexistent', '-s', '/sbin/nologin', SERVER_USER]],
  ];
  for (const [file, args] of attempts) {
    if (
      await run(file, args).then(
        () => true,
        () => false,
      )
    ) {
      const made = await idsOf(SERVER_USER);
      if (made) return made;
    }
  }
  throw new Error(
    `rodando como root, o PostgreSQL embutido precisa de um usuário sem privilégios e não foi possível criar '${SERVER_USER}': crie-o (useradd --system ${SERVER_USER}) ou rode o portal com um usuário comum`,
  );
}

/** Gives `dir` and everything in it to `user` when it is not already theirs (a copied DATA_DIR, say). */
export async function ownedBy(dir: string, user: OsUser | null): Promise<void> {
  if (!user || (await lstat(dir)).uid === user.uid) return;
  await lchown(dir, user.uid, user.gid);
  for (const entry of await readdir(dir, { recursive: true })) await lchown(join(dir, entry), user.uid, user.gid);
}
