import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the portal's e-mails; rejects when the message was not handed over. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Where e-mails go without SMTP_URL: one .eml file each, readable by any mail program. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/**
 * SMTP_URL set: nodemailer over SMTP (smtp://user:pass@host:587, smtps://... for TLS). Unset (the
 * embedded default): each message is written whole to DATA_DIR/outbox/<time>-<random>.eml, through a
 * temporary name so a reader never sees half a file.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const dir = outboxDir(config.dataDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}`;
      await writeFile(join(dir, `.${name}.tmp`), info.message as Buffer, { flag: 'wx' });
      await rename(join(dir, `.${name}.tmp`), join(dir, `${name}.eml`));
    },
    close: () => transport.close(),
  };
}
