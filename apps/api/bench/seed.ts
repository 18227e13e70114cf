/*
 * npm run seed -- --parents N [--messages-per-parent M] [--seed S]
 * Fills the configured database (DATABASE_URL, or the PGlite in DATA_DIR) with realistic
 * parents, children and conversations in three languages. Every parent's password is
 * SEED_PASSWORD; the first e-mails are printed so you can sign in and look around.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { SEED_PASSWORD, seedDatabase } from './seed-data';

const { values } = parseArgs({
  options: {
    parents: { type: 'string', default: '10' },
    'messages-per-parent': { type: 'string', default: '300' },
    seed: { type: 'string', default: String(Date.now() % 100_000) },
  },
});

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  const parents = Number(values.parents);
  const started = performance.now();
  const emails = await seedDatabase(database.db, {
    parents,
    messagesPerParent: Number(values['messages-per-parent']),
    seed: Number(values.seed),
    prefix: `seed${values.seed}`,
    onProgress: (done) => process.stdout.write(`\r${done}/${parents} parents`),
  });
  console.log(
    `\nSeeded ${parents} parents in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
  );
  console.log(`Sign in with ${emails.slice(0, 3).join(', ')} — password ${SEED_PASSWORD}`);
} finally {
  await database.close();
}
