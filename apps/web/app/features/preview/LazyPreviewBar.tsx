import { Suspense, use } from 'react';
import type { PreviewBar } from './PreviewBar';
import type { PreviewInfo } from './preview-state';

interface PreviewBarModule {
  PreviewBar: typeof PreviewBar;
}

let loaded: PreviewBarModule | undefined;
let loading: Promise<PreviewBarModule> | undefined;

/**
 * Loads the bar's code. The root loader calls it on the server when a preview is active, so the
 * render never waits for it there (and the bar's texts are named with the page's); in the browser
 * the bar's first render asks for it. Visitors, who never have a preview, never load it.
 */
export function loadPreviewBar(): Promise<PreviewBarModule> {
  loading ??= import('./PreviewBar').then((module) => (loaded = module));
  return loading;
}

function PreviewBarOnceLoaded({ preview }: { preview: PreviewInfo }) {
  const { PreviewBar: Bar } = loaded ?? use(loadPreviewBar());
  return <Bar preview={preview} />;
}

/**
 * The editors' preview bar with its code loaded only when a preview is active (decision 0028).
 * The server renders it within the page; the browser hydrates it once its chunk arrived.
 */
export function LazyPreviewBar({ preview }: { preview: PreviewInfo }) {
  return (
    <Suspense fallback={null}>
      <PreviewBarOnceLoaded preview={preview} />
    </Suspense>
  );
}
