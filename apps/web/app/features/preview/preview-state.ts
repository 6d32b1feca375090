/** What the preview bar says about the entry an editor opened from the CMS. */
export type PreviewState = 'draft' | 'modified' | 'published';

/** Shared by the server (which decides) and the bar (which says it). */
export interface PreviewInfo {
  /** The page the editor opened; other pages show drafts too but name no entry's state. */
  path: string;
  /** Null for content without a page of its own (home page, menu, footer texts). */
  state: PreviewState | null;
}
