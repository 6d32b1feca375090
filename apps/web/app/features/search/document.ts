/**
 * What goes into the site search and what comes out of it. The index itself is server-only
 * (search-index.server.ts); these shapes are plain data that loaders may hand to pages.
 */

export { isSearchKind, searchKinds, type SearchKind } from '~/domain/search-kind';
import type { SearchKind } from '~/domain/search-kind';

/** An ISO date ("2026-11-25") or instant ("2026-11-25T18:00:00+01:00"). */
export type SearchDate = string | { start: string; end?: string | null };

/** One public item in one language, its rich text already flattened to plain text by the caller. */
export interface SearchDocument {
  /** Stable across updates, e.g. `event:abc123`; the webhook replaces and removes by it. */
  id: string;
  kind: SearchKind;
  locale: string;
  title: string;
  headline?: string | null;
  teaser?: string | null;
  body?: string | null;
  /** The detail page's URL. */
  path: string;
  date?: SearchDate | null;
  /** The item's type where it changes how its dates read (an exhibition's "permanent"). */
  type?: string | null;
  /** Set to decide it directly; otherwise an item is past once its (end) date has gone by. */
  past?: boolean;
}

/** Snippet text in pieces; `mark` pieces are the matched words. Render each as text. */
export type SnippetSegment = { text: string; mark: boolean };

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  path: string;
  date: SearchDate | null;
  type?: string | null;
  past: boolean;
  score: number;
  snippet: SnippetSegment[];
}

export type KindCounts = Record<SearchKind, number>;

export interface SearchResult {
  /** The text actually searched for: at most the first 200 characters. */
  text: string;
  /** The visitor's text was longer and was cut. */
  truncated: boolean;
  /** Hits over all kinds (before the kind filter). */
  total: number;
  countsByKind: KindCounts;
  /** The kind filter applied; null when none or an unknown one was asked for. */
  kind: SearchKind | null;
  page: number;
  pageSize: number;
  hits: SearchHit[];
  /** "Did you mean": the text with unknown words replaced by close words of the index. */
  suggestion?: string;
}

export interface SearchSuggestion {
  id: string;
  kind: SearchKind;
  title: string;
  path: string;
}
