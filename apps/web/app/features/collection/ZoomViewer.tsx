/**
 * The deep-zoom view of one image of a collection object (issue #45): a modal <dialog> with
 * OpenSeadragon on the image's level-0 IIIF tiles (server/iiif-image.ts). OpenSeadragon is
 * loaded only when a visitor opens the view (its own chunk, 87 KB gzip); without
 * JavaScript the page shows every image as a plain picture and there is no zoom button.
 *
 * Keyboard: the dialog moves focus into the viewer's canvas, where OpenSeadragon's keys work
 * (arrows and W A S D move, + and - zoom, 0 shows the whole image); the buttons do the same for
 * mouse and touch; Escape (the dialog's own cancel) closes it and focus goes back to the button
 * that opened it. The zoom level is said in a live region as it changes.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type OpenSeadragon from 'openseadragon';
import { useT } from '~/i18n/react';
import styles from './ZoomViewer.module.css';

export interface ZoomImage {
  /** The image's IIIF id (info.json at /iiif/3/<id>/info.json on the site's origin). */
  id: string;
  /** What the view shows, for its heading ("Zoomansicht: …"). */
  title: string;
}

/**
 * OpenSeadragon adds a <style> that hides the canvas's focus outline on touch screens; the page's
 * CSP would refuse it (and the outline must stay). It looks for an element
 * `style[data-openseadragon-mobile-css]` first: an element of that name outside the HTML
 * namespace matches, is no style sheet, and so needs no CSP exception.
 */
function keepFocusOutline() {
  if (document.querySelector('style[data-openseadragon-mobile-css]')) return;
  const marker = document.createElementNS('urn:x-zentralmuseum:marker', 'style');
  marker.setAttribute('data-openseadragon-mobile-css', 'kept');
  document.head.append(marker);
}

type Status = 'loading' | 'ready' | 'failed';

/** How much one press of a zoom button or of plus or minus zooms. */
const ZOOM_STEP = 1.5;

export function ZoomViewer({ image, onClose }: { image: ZoomImage; onClose: () => void }) {
  const t = useT('collectionObject');
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [zoom, setZoom] = useState(1);
  const headingId = useId();
  const keysId = useId();
  const roleLabel = t('zoom');

  useEffect(() => {
    const element = dialog.current;
    const container = stage.current;
    if (!element || !container) return;
    if (!element.open) element.showModal();
    let cancelled = false;
    keepFocusOutline();
    import('openseadragon')
      .then(({ default: openSeadragon }) => {
        if (cancelled) return;
        const opened = openSeadragon({
          element: container,
          tileSources: `/iiif/3/${image.id}/info.json`,
          // Own buttons below (labelled in the page's language); none of OpenSeadragon's images.
          showNavigationControl: false,
          showSequenceControl: false,
          visibilityRatio: 1,
          constrainDuringPan: true,
          maxZoomPixelRatio: 2,
          // No full-page mode and no rotation by key: the dialog is the full view.
          gestureSettingsMouse: { clickToZoom: true, dblClickToZoom: false },
          drawer: 'canvas',
        });
        viewer.current = opened;
        const canvas = opened.canvas as HTMLElement;
        canvas.setAttribute('role', 'application');
        canvas.setAttribute('aria-roledescription', roleLabel);
        canvas.setAttribute('aria-labelledby', headingId);
        canvas.setAttribute('aria-describedby', keysId);
        opened.addHandler('canvas-key', (event) => {
          const key = (event.originalEvent as KeyboardEvent).key;
          // Rotating and mirroring have no button and confuse more than they help here.
          if (key === 'r' || key === 'R' || key === 'f' || key === 'F') {
            event.preventDefaultAction = true;
          }
          // One press of plus or minus is one step, as the buttons' (OpenSeadragon's own keys
          // zoom smoothly while held, a barely visible step for a single press).
          const step =
            key === '+' || key === '=' ? ZOOM_STEP : key === '-' || key === '_' ? 1 / ZOOM_STEP : 0;
          if (step) {
            event.preventDefaultAction = true;
            opened.viewport.zoomBy(step);
            opened.viewport.applyConstraints();
          }
        });
        const report = () => {
          const home = opened.viewport.getHomeZoom();
          const current = opened.viewport.getZoom(true);
          setZoom(current / home);
          const center = opened.viewport.getCenter(true);
          container.dataset.center = `${center.x.toFixed(3)},${center.y.toFixed(3)}`;
        };
        opened.addHandler('animation-finish', report);
        opened.addOnceHandler('open', () => {
          setStatus('ready');
          report();
          canvas.focus();
        });
        opened.addOnceHandler('open-failed', () => setStatus('failed'));
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
      if (element.open) element.close();
    };
  }, [image.id, headingId, keysId, roleLabel]);

  const act = (action: (viewport: OpenSeadragon.Viewport) => void) => {
    const current = viewer.current;
    if (!current) return;
    action(current.viewport);
    current.viewport.applyConstraints();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.bar}>
        <h2 id={headingId} className={styles.heading}>
          {t('viewer.title', { title: image.title })}
        </h2>
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            onClick={() => act((viewport) => viewport.zoomBy(ZOOM_STEP))}
            disabled={status !== 'ready'}
          >
            {t('viewer.zoomIn')}
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => act((viewport) => viewport.zoomBy(1 / ZOOM_STEP))}
            disabled={status !== 'ready'}
          >
            {t('viewer.zoomOut')}
          </button>
          <button
            type="button"
            className={styles.button}
            onClick={() => act((viewport) => viewport.goHome())}
            disabled={status !== 'ready'}
          >
            {t('viewer.home')}
          </button>
          <button type="button" className={styles.button} onClick={() => onClose()}>
            {t('viewer.close')}
          </button>
        </div>
      </div>
      <p id={keysId} className={styles.keys}>
        {t('viewer.keys')}
      </p>
      <p className={styles.status} role="status">
        {status === 'loading'
          ? t('viewer.loading')
          : status === 'failed'
            ? t('viewer.failed')
            : t('viewer.level', { level: Math.round(zoom * 100) / 100 })}
      </p>
      <div ref={stage} className={styles.stage} data-status={status} />
    </dialog>
  );
}
