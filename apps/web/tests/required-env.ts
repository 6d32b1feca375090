/**
 * Browser and integration tests run against real servers, named by the environment. Without it
 * they must not pass by skipping: this fails the run and says what is missing.
 */
export function requireEnv(
  suite: string,
  variables: { name: string; setAs?: string; meaning: string }[],
): void {
  const missing = variables.filter(({ name }) => !process.env[name]?.trim());
  if (missing.length === 0) return;
  const lines = missing.map(({ name, setAs, meaning }) => `  ${setAs ?? name}: ${meaning}`);
  throw new Error(
    `The ${suite} need these environment variables, which are not set:\n${lines.join('\n')}\n` +
      '`npm test` at the repository root starts the servers and sets them (see scripts/test.mjs).',
  );
}
