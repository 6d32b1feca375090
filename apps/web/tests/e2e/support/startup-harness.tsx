/**
 * A server-rendered page hydrated as the site's pages are, for page-startup.test.ts: a part that
 * switches to enhanced after hydration (`useHydrated`), one mounted later, and a memoised text
 * reader under the texts provider. Each render is logged to `window.harnessLog`.
 */
import { memo, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { PartHashes } from '~/i18n/catalogue-parts';
import { MessagesProvider, useT } from '~/i18n/react';
import { useHydrated } from '~/ui/use-hydrated';

const harness = window as unknown as { harnessHashes: PartHashes; harnessLog: string[] };
const log: string[] = (harness.harnessLog = []);

function Enhanced({ id }: { id: string }) {
  const hydrated = useHydrated();
  log.push(`${id}:${hydrated}`);
  return (
    <p id={id} data-hydrated={String(hydrated)}>
      {hydrated ? 'enhanced' : 'plain'}
    </p>
  );
}

const Texts = memo(function Texts() {
  const t = useT('common');
  log.push('texts');
  return <p id="texts">{t('site.name')}</p>;
});

function Page({ hashes }: { hashes: PartHashes }) {
  const [renders, setRenders] = useState(0);
  const [later, setLater] = useState(false);
  return (
    <MessagesProvider hashes={hashes} locale="de" page="start">
      <Enhanced id="first" />
      <Texts />
      <button id="rerender" onClick={() => setRenders((count) => count + 1)}>
        {renders}
      </button>
      <button id="mount" onClick={() => setLater(true)}>
        mount
      </button>
      {later && <Enhanced id="later" />}
    </MessagesProvider>
  );
}

const root = document.getElementById('root')!;
root.innerHTML = renderToString(<Page hashes={harness.harnessHashes} />);
log.length = 0;
hydrateRoot(root, <Page hashes={harness.harnessHashes} />, {
  onRecoverableError: (error) => log.push(`recoverable: ${String(error)}`),
});
