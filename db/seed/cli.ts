/** `npm run db:seed`: seeds the database the server would open, if it has no products yet. */
import path from 'node:path';
import { openDatabase } from '#db/client';
import { seedDemoCatalog } from './seed';

const dataDir = process.env.DATA_DIR ?? './data';
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: path.join(dataDir, 'db') },
);

try {
  await database.migrate();
  const started = performance.now();
  const result = await seedDemoCatalog(database.db, {
    uploadsDir: path.join(dataDir, 'uploads'),
    log: (msg) => console.log(msg),
  });
  const secs = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    result.seeded
      ? `Seeded the demo catalog: ${result.products} products (${database.kind}) in ${secs} s.`
      : `The catalog already has ${result.products} products: nothing seeded.`,
  );
} catch (err) {
  console.error('Seeding failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
