/**
 * A page with only the texts provider, for i18n-parts-updates.test.ts: it mounts a component that
 * needs the `filters` part in a transition (as a navigation does) or in a plain click update.
 */
import { startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { PartHashes } from '~/i18n/catalogue-parts';
import { MessagesProvider, useT } from '~/i18n/react';

function Filters() {
  const t = useT('filters');
  return <p id="filters">[{t('filter.when.all')}]</p>;
}

function Harness({ hashes }: { hashes: PartHashes }) {
  const [page, setPage] = useState('start');
  const [shown, setShown] = useState(false);
  return (
    <MessagesProvider hashes={hashes} locale="de" page={page}>
      <p id="frame">page {page}</p>
      <button id="click" onClick={() => setShown(true)}>
        show
      </button>
      <button
        id="navigate"
        onClick={() =>
          startTransition(() => {
            setPage('next');
            setShown(true);
          })
        }
      >
        navigate
      </button>
      {shown && <Filters />}
    </MessagesProvider>
  );
}

const hashes = (window as unknown as { harnessHashes: PartHashes }).harnessHashes;
createRoot(document.getElementById('root')!).render(<Harness hashes={hashes} />);
