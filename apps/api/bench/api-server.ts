/*
 * The server side of `npm run bench:api`, in its own process so that the load generator does
 * not share its event loop: a fresh database seeded with BENCH_PARENTS parents, one child with
 * a very long history, sessions for the load to use. Prints one JSON line when ready.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { createSession } from '../src/core/sessions';
import { queryRows } from '../src/db/database';
import { children, parents } from '../src/db/schema';
import { createDemoProvider } from '../src/plugins/llm/demo-provider';
import { startBenchApp } from './bench-app';
import { seedDatabase, seedHeavyChild } from './seed-data';

const PARENTS = Number(process.env.BENCH_PARENTS ?? 1000);
const HEAVY_CONVERSATIONS = Number(process.env.BENCH_HEAVY_CONVERSATIONS ?? 5000);
const SESSIONS = 200;

const bench = await startBenchApp({
  postgresUrl: process.env.BENCH_POSTGRES_URL || undefined,
  llm: createDemoProvider({ wordDelayMs: 0 }),
});
const started = performance.now();
await seedDatabase(bench.deps.db, {
  parents: PARENTS,
  seed: 7,
  onProgress: (done) => process.stderr.write(`\rseeding ${done}/${PARENTS} parents`),
});
const now = new Date();
const parentRows = await bench.deps.db
  .select({ id: parents.id })
  .from(parents)
  .orderBy(asc(parents.email))
  .limit(SESSIONS);
const families = [];
for (const parent of parentRows) {
  const token = await createSession(bench.deps.db, { kind: 'parent', parentId: parent.id, now });
  const kids = await bench.deps.db.select({ id: children.id }).from(children).where(eq(children.parentId, parent.id));
  families.push({ token, childIds: kids.map((k) => k.id) });
}
// The heavy child belongs to the first family: its history is HEAVY_CONVERSATIONS long.
const heavyParent = parentRows[0]!.id;
const [heavy] = await bench.deps.db
  .insert(children)
  .values({ parentId: heavyParent, name: 'Heavy', username: 'bench_heavy', passwordHash: 'x', birthDate: '2016-01-01' })
  .returning({ id: children.id });
await seedHeavyChild(bench.deps.db, heavyParent, heavy!.id, HEAVY_CONVERSATIONS, now);
// Fresh statistics, as autovacuum (PostgreSQL) or the maintenance job (PGlite) would keep them.
await bench.deps.db.execute(sql`ANALYZE`);
const [counted] = await queryRows<{ count: number }>(bench.deps.db, sql`select count(*)::int as count from messages`);
process.stderr.write('\n');
console.log(
  JSON.stringify({
    baseUrl: bench.baseUrl,
    database: bench.deps.database.kind,
    families,
    heavy: { token: families[0]!.token, childId: heavy!.id },
    seconds: (performance.now() - started) / 1000,
    messages: counted?.count,
  }),
);
process.on('SIGTERM', async () => {
  await bench.close();
  process.exit(0);
});
