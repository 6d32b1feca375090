import { Button } from '@strapi/design-system';
import { Download } from '@strapi/icons';
import { useFetchClient, useNotification, useQueryParams } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { exportParams } from './booking-export-filter';

const BOOKING_REQUEST = 'api::booking-request.booking-request';

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * "Als CSV exportieren" in the list of booking requests (and nowhere else): downloads the rows
 * the list shows — every filter, the search and the order — from the CMS's export route.
 */
export function BookingExportButton() {
  const { slug } = useParams<{ slug: string }>();
  const [{ query }] = useQueryParams<Record<string, unknown>>();
  const { get } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [busy, setBusy] = useState(false);

  if (slug !== BOOKING_REQUEST) return null;

  async function download() {
    setBusy(true);
    try {
      const { data } = await get<Blob>('/booking-requests/export.csv', {
        params: exportParams(query ?? {}),
        responseType: 'blob',
      });
      saveFile(data, `buchungsanfragen-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      toggleNotification({
        type: 'danger',
        message: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" startIcon={<Download />} loading={busy} onClick={download}>
      Als CSV exportieren
    </Button>
  );
}
