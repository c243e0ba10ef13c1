import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A quoted-printable body (nodemailer's for text with accents) as its text. */
function unquote(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The newest e-mail the portal wrote to DATA_DIR/outbox for `to` (no SMTP_URL: one .eml per message),
 * waited for, and the link in it ('/convite?token=...' or '/redefinir-senha?token=...').
 */
export async function mailTo(dataDir: string, to: string, after = 0): Promise<{ text: string; link: string }> {
  const dir = join(dataDir, 'outbox');
  let found: string | undefined;
  // Polled by hand: also called from beforeAll hooks, where expect.poll is not available.
  for (const deadline = Date.now() + 15_000; found === undefined; await new Promise((r) => setTimeout(r, 100))) {
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
    const mails = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
    found = mails.filter((m) => m.includes(`To: ${to}`)).slice(after)[0];
    if (found === undefined && Date.now() > deadline) throw new Error(`no e-mail to ${to} in ${dir} after 15 s`);
  }
  const text = unquote(found);
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${to}:\n${text}`);
  return { text, link };
}
