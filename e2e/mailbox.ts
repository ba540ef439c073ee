import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THIS_SHOP_DIR } from './shops.ts';

/**
 * The browser suite's mailbox: the folder the SMTP sink (mail-sink.ts) writes each message into, one JSON file
 * per message, one per shop (shops.ts). Outside the server's data dir (which the webServer command wipes); the sink
 * empties it when it starts.
 */
export const E2E_MAIL_DIR = join(THIS_SHOP_DIR, 'mail');

/** The sink refuses every recipient at this domain (550), as a real server refuses an unknown mailbox. */
export const UNDELIVERABLE_DOMAIN = 'undeliverable.example';

export interface SunkMail {
  receivedAt: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Every message in the sink to this address, oldest first. */
export function mailsTo(email: string, dir = E2E_MAIL_DIR): SunkMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('.'));
  } catch {
    return [];
  }
  const address = email.toLowerCase();
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as SunkMail)
    .filter((mail) => mail.to.includes(address));
}
