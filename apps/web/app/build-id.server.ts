/**
 * The identity of the running build (SPEC §7): its id and when it was built. The server app
 * (server/app.ts) sets it once at start from the server build; loaders and handlers read it.
 */
export interface BuildInfo {
  /** React Router's manifest version: a content hash of the client build's route manifest. */
  id: string;
  /** When the build was made, in milliseconds since 1970 (the manifest file's time). */
  timestamp: number;
}

let current: BuildInfo = { id: 'dev', timestamp: 0 };

export function setCurrentBuild(build: BuildInfo): void {
  current = build;
}

export function currentBuild(): BuildInfo {
  return current;
}

/** The running build's id; the root loader gives it to the browser as `buildId`. */
export function currentBuildId(): string {
  return current.id;
}
