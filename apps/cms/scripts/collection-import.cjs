// The collection import inside a loaded Strapi, started by `npm run collection:import`
// (scripts/collection-import.mjs at the repository root, which sets the environment): loads the
// built CMS without its HTTP server, reads the file with the LIDO or CSV reader, writes with
// importRecords (src/collection/import.ts) and prints the summary. Exit code 0 when every record
// was imported, 2 when some were skipped, 1 when the run itself failed.
'use strict';
const { createReadStream } = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');
const distDir = path.join(appDir, 'dist');

async function main() {
  const [file, ...flags] = process.argv.slice(2);
  const dryRun = flags.includes('--dry-run');
  const publish = flags.includes('--publish');
  const format = /\.csv$/i.test(file) ? 'csv' : 'lido';
  const { readLido } = require(path.join(distDir, 'src/collection/lido-reader.js'));
  const { readCsv } = require(path.join(distDir, 'src/collection/csv-reader.js'));
  const { importRecords } = require(path.join(distDir, 'src/collection/import.js'));
  const { createStrapi } = require('@strapi/strapi');

  const app = createStrapi({ appDir, distDir });
  // The CMS's start-up lines are the server's business: the import prints its own.
  if (!process.env.ZM_IMPORT_VERBOSE) app.log.level = 'warn';
  const strapi = await app.load();
  let code = 1;
  try {
    const input = createReadStream(file);
    const records = format === 'csv' ? readCsv(input) : readLido(input);
    const summary = await importRecords(strapi, records, {
      dryRun,
      publish,
      baseDir: path.dirname(file),
      log: (line) => console.log(`  ${line}`),
    });
    const verb = dryRun ? 'would be ' : '';
    console.log(
      `\n${dryRun ? 'Dry run (nothing written)' : 'Import done'}: ` +
        `${summary.created} ${verb}created, ${summary.updated} ${verb}updated, ` +
        `${summary.unchanged} unchanged, ${summary.skipped} skipped; ` +
        `${summary.termsCreated} new terms, ${summary.makersCreated} new makers, ` +
        `${summary.imagesUploaded} images ${dryRun ? 'to upload' : 'uploaded'}.`,
    );
    if (process.env.ZM_IMPORT_SUMMARY_JSON === '1')
      console.log(`SUMMARY ${JSON.stringify(summary)}`);
    code = summary.skipped > 0 ? 2 : 0;
  } finally {
    await strapi.destroy();
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`Import failed: ${error instanceof Error ? error.stack : error}`);
    process.exit(1);
  },
);
