/**
 * What the scam guard adds to a message insert, and how well it judges.
 *
 *   npm run bench:scam-guard                                   # PGlite, in memory
 *   DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npm run bench:scam-guard
 *
 * On two freshly seeded stacks (throwaway scam_bench_* databases on native
 * Postgres), one with the messages_scam_guard trigger disabled, messages from
 * the corpus plus 2000-character and hostile ones are inserted into the demo
 * conversations, alternating between the two; the added cost is the
 * difference of the two distributions. The check itself (categories and
 * masking, which runs only for flagged messages before both sides have
 * written) is also timed inside the database, call by call. Precision and
 * recall on the corpus come from the TypeScript rules, which the database
 * matches message for message (tests/integration/scam-guard.test.ts).
 * Writes bench/results/scam-guard.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { startStack, withThrowawayDatabase } from '@wheelhouse/local-supabase';
import { DEMO_ACCOUNTS } from '../scripts/db/seed.ts';
import { SCAM_GUARD_CORPUS } from '../src/lib/domain/scamGuard.corpus.ts';
import { SCAM_GUARD_MAX_CHECKED, scamCategories } from '../src/lib/domain/scamGuard.ts';
import { corpusScores } from '../src/lib/domain/scamGuardScores.ts';

const INSERTS = 1000;
/** Each message is checked this often per timing: PGlite's clock ticks in milliseconds. */
const REPEAT = 100;
/** Seeded: the buyer with the dealer (both have written) and with the private seller (only the buyer has). */
const ANSWERED = 'c0000000-0000-4000-8000-000000000001';
const UNANSWERED = 'c0000000-0000-4000-8000-000000000002';

const LONG = 'The car has a full service history, new brakes and two sets of tyres. '.repeat(40);
const MESSAGES = [
  ...SCAM_GUARD_CORPUS.map((m) => m.text),
  LONG.slice(0, SCAM_GUARD_MAX_CHECKED),
  `${LONG.slice(0, SCAM_GUARD_MAX_CHECKED - 20)} call 0176 12345678`,
  '0'.repeat(SCAM_GUARD_MAX_CHECKED),
  '+4 '.repeat(SCAM_GUARD_MAX_CHECKED / 3),
  'a@'.repeat(SCAM_GUARD_MAX_CHECKED / 2),
  'DE89 '.repeat(SCAM_GUARD_MAX_CHECKED / 5),
  'friends and '.repeat(SCAM_GUARD_MAX_CHECKED / 12),
];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

function summary(times: number[]): { n: number; p50: number; p95: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? 0),
  };
}

type Stack = Awaited<ReturnType<typeof startStack>>;

function open(databaseUrl: string | undefined): Promise<Stack> {
  return startStack({ port: 0, dataDir: 'memory', mailPort: null, ...(databaseUrl ? { databaseUrl } : {}) });
}

async function insert(stack: Stack, index: number): Promise<number> {
  const body = MESSAGES[index % MESSAGES.length] ?? '';
  const conversation = index % 2 === 0 ? UNANSWERED : ANSWERED;
  const started = performance.now();
  await stack.db.transaction((tx) =>
    tx.query('insert into public.messages (conversation_id, sender_id, body) values ($1, $2, $3)', [
      conversation,
      DEMO_ACCOUNTS.buyer.id,
      body,
    ]),
  );
  return performance.now() - started;
}

const database = process.env.DATABASE_URL ? 'native Postgres' : 'PGlite';
const serverUrl = process.env.DATABASE_URL;
const result = await withThrowawayDatabase(serverUrl, 'scam_bench', (guardedUrl) =>
  withThrowawayDatabase(serverUrl, 'scam_bench', async (unguardedUrl) => {
    // Twin databases, one without the guard's trigger; inserts alternate between them, so the
    // machine's other load (it is shared) falls on both alike.
    const stack = await open(guardedUrl);
    const twin = await open(unguardedUrl);
    try {
      await twin.db.transaction((tx) => tx.query('alter table public.messages disable trigger messages_scam_guard'));
      for (let i = 0; i < 50; i += 1) {
        await insert(stack, i);
        await insert(twin, i);
      }
      const withGuard: number[] = [];
      const withoutGuard: number[] = [];
      for (let i = 0; i < INSERTS; i += 1) {
        const first = i % 2 === 0 ? stack : twin;
        const a = await insert(first, i);
        const b = await insert(first === stack ? twin : stack, i);
        withGuard.push(first === stack ? a : b);
        withoutGuard.push(first === stack ? b : a);
      }

      // The check alone, inside the database: categories, and masking, for each message.
      const calls = await stack.db.transaction(async (tx) => {
        await tx.query(`
        create function public.bench_scam_guard(texts text[], repeat integer, masking boolean)
        returns setof double precision
        language plpgsql as $$
        declare
          t text;
          started timestamptz;
        begin
          foreach t in array texts loop
            started := clock_timestamp();
            for r in 1..repeat loop
              if masking then
                perform public.scam_guard_mask(t);
              else
                perform public.scam_guard_categories(t);
              end if;
            end loop;
            return next extract(epoch from clock_timestamp() - started) * 1000 / repeat;
          end loop;
        end $$`);
        const time = async (masking: boolean) =>
          (
            await tx.query<{ ms: number }>('select public.bench_scam_guard($1, $2, $3) as ms', [
              MESSAGES,
              REPEAT,
              masking,
            ])
          ).map((row) => row.ms);
        const categories = await time(false);
        const masking = await time(true);
        await tx.query('drop function public.bench_scam_guard(text[], integer, boolean)');
        return { categories, masking };
      });

      const inserts = { withGuard: summary(withGuard), withoutGuard: summary(withoutGuard) };
      return {
        inserts,
        addedP50: Math.round((inserts.withGuard.p50 - inserts.withoutGuard.p50) * 1000) / 1000,
        addedP95: Math.round((inserts.withGuard.p95 - inserts.withoutGuard.p95) * 1000) / 1000,
        // Each insert minus its twin's, taken right after it: the added cost per insert, noise included.
        addedPaired: summary(withGuard.map((ms, i) => ms - (withoutGuard[i] ?? 0))),
        categoriesInDatabase: summary(calls.categories),
        maskInDatabase: summary(calls.masking),
      };
    } finally {
      await Promise.all([stack.stop(), twin.stop()]);
    }
  }),
);

const scores = corpusScores(SCAM_GUARD_CORPUS, scamCategories);
// The composer's check in this process (V8, as in Chromium), message by message.
const composer = summary(
  MESSAGES.map((text) => {
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) scamCategories(text);
    return (performance.now() - started) / 20;
  }),
);

const report = {
  measuredAt: new Date().toISOString(),
  database,
  messages: MESSAGES.length,
  ...result,
  composerCheck: composer,
  corpus: {
    size: SCAM_GUARD_CORPUS.length,
    messages: scores.messages,
    categories: scores.categories,
    mistakes: scores.mistakes,
  },
};
console.log(JSON.stringify(report, null, 2));
await mkdir('bench/results', { recursive: true });
await writeFile(
  `bench/results/scam-guard${process.env.DATABASE_URL ? '-native' : ''}.json`,
  `${JSON.stringify(report, null, 2)}\n`,
);
