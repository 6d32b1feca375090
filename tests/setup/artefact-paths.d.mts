// Types of tests/setup/artefact-paths.mjs for the TypeScript browser tests.
export const root: string;
export const artefactsRoot: string;
export const artefactIndex: string;
export function slug(text: string, max?: number): string;
export function artefactDir(test: { project: string; file: string; test: string }): string;
export function clearArtefacts(): void;
