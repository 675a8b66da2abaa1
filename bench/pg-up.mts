import { startEmbeddedPostgres } from '/work/main/apps/server/src/db/embedded-postgres.js';
const pg = await startEmbeddedPostgres({
  dir: '/work/main/bench/.data/pg',
  password: 'bench',
  database: 'raahi_bench',
  log: () => {},
});
console.log(pg.url);
process.on('SIGTERM', async () => {
  await pg.stop();
  process.exit(0);
});
setInterval(() => {}, 1 << 30);
