#!/usr/bin/env node
// Applies prisma/migrations to DATABASE_URL without Prisma's schema engine (see
// libs/read-models/src/migrate-read-models.ts). Without DATABASE_URL it migrates the embedded
// PGlite read-model database under DATA_DIR. Needs `npm run build` first.
const { openReadModelDatabaseFromEnv } = require('../libs/read-models/dist');

openReadModelDatabaseFromEnv(process.env)
  .then(async (rm) => {
    console.log(JSON.stringify({ readModels: rm.info, applied: rm.appliedMigrations }));
    await rm.close();
  })
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
