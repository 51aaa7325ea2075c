// A server process reduced to its job engine, for the test that runs two of them on one PostgreSQL:
// the real engine, schedules and claiming, with a sync family that only records which process ran it.
// Its log (JSON lines on stdout) tells the test which schedule slots this process claimed.
import Fastify from 'fastify';
import { openDatabase } from '../../db/database.js';
import { jobEngine } from '../jobEngine.js';

const url = process.env.DATABASE_URL!;
const runForMs = Number(process.env.RUN_FOR_MS ?? 5000);

const database = await openDatabase({ kind: 'postgres', url });
const engine = jobEngine(
  database.db,
  [
    {
      kind: 'ImportOzonWarehouses',
      prerequisites: [],
      defaultCron: '* * * * *',
      run: async () => ({ worker: process.pid }),
    },
  ],
  Fastify({ logger: { level: 'info' } }).log,
  { pollMs: 50, heartbeatMs: 200 },
);
await engine.start();
await new Promise((resolve) => setTimeout(resolve, runForMs));
await engine.stop();
await database.close();
