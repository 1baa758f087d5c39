/**
 * npm run create-admin [-- --username mario --email mario@example.org --name "Mario Rossi"]
 *
 * Creates an active administrator (group Admin, role admin in every environment). Whatever is not
 * given on the command line is asked on stdin; the password comes from ADMIN_PASSWORD or the prompt.
 */
import { parseArgs } from 'node:util';
import { createInterface, type Interface } from 'node:readline';
import { Writable } from 'node:stream';
import { ZodError } from 'zod';
import { LIMITS } from '@sportello/contracts';
import { loadConfig } from '../config.js';
import { connect } from '../platform/db/connect.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { AppError } from '../platform/http/errors.js';
import { createAdmin, type CreateAdminInput } from '../modules/auth/index.js';

const { values: args } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
  strict: true,
});

/** One reader for the whole dialogue: piped answers are buffered line by line, none is lost. */
let muted = false;
const output = new Writable({
  write(chunk, _enc, done) {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});
let rl: Interface | null = null;
let lines: AsyncIterator<string> | null = null;

/** Asks one question; with `secret`, what is typed is not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  rl ??= createInterface({ input: process.stdin, output, terminal: Boolean(process.stdin.isTTY) });
  lines ??= rl[Symbol.asyncIterator]();
  process.stdout.write(question);
  muted = secret;
  try {
    const line = await lines.next();
    if (line.done) throw new Error('Risposta mancante: inserisci i dati richiesti.');
    return line.value;
  } finally {
    muted = false;
    if (secret) process.stdout.write('\n');
  }
}

function closeReader(): void {
  rl?.close();
}

async function readInput(): Promise<CreateAdminInput> {
  const username = args.username ?? (await ask('Nome utente: '));
  const email = args.email ?? (await ask('E-mail: '));
  const fullName = args.name ?? (await ask('Nome e cognome: '));
  let password = process.env.ADMIN_PASSWORD;
  if (password === undefined) {
    // The policy's own minimum: the prompt said 8 while the policy refused under 10.
    password = await ask(`Password (almeno ${LIMITS.password.min} caratteri): `, true);
    const again = await ask('Ripeti la password: ', true);
    if (again !== password) throw new Error('Le password non coincidono.');
  }
  return { username, email, fullName, password };
}

const config = loadConfig();
const db = connect(config.database);
let exitCode = 0;
try {
  await migrateToLatest(db);
  const { username } = await createAdmin(db, await readInput());
  console.log(`Amministratore "${username}" creato. Accedi su ${config.publicUrl}/login`);
} catch (err) {
  exitCode = 1;
  if (err instanceof ZodError) {
    console.error(`Dati non validi:\n${err.issues.map((i) => `  - ${i.message}`).join('\n')}`);
  } else if (err instanceof AppError || err instanceof Error) {
    console.error(err.message);
  } else {
    console.error(String(err));
  }
} finally {
  closeReader();
  await db.destroy();
}
process.exit(exitCode);
