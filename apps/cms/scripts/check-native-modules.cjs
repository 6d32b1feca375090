// The CMS's native modules must be built for the Node.js that runs it. Used by the install step
// (`node scripts/check-native-modules.cjs`) and at every CMS start (register in src/index.ts),
// so a mismatch stops with this message instead of failing at the first upload or query.
'use strict';

/** Loads each native module and uses it once; returns one sentence per module that fails. */
function nativeModuleProblems() {
  const problems = [];
  const attempts = {
    'better-sqlite3': () => {
      const Database = require('better-sqlite3');
      const db = new Database(':memory:');
      db.prepare('select 1').get();
      db.close();
    },
    sharp: () => {
      require('sharp');
    },
  };
  for (const [name, attempt] of Object.entries(attempts)) {
    try {
      attempt();
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      problems.push(
        `${name} does not load on Node.js ${process.version} (ABI ${process.versions.modules}): ${reason}`,
      );
    }
  }
  return problems;
}

/** Throws one clear error naming every module that fails and how to fix it. */
function assertNativeModules() {
  const problems = nativeModuleProblems();
  if (problems.length === 0) return;
  throw new Error(
    `${problems.join('\n')}\nReinstall with \`npm ci\` at the repository root: it builds the CMS's native ` +
      'modules for the Node.js that the project brings (node_modules/.bin/node).',
  );
}

module.exports = { nativeModuleProblems, assertNativeModules };

if (require.main === module) {
  try {
    assertNativeModules();
    console.log(`CMS native modules load on Node.js ${process.version}.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
