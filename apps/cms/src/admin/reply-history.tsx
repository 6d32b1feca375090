import { Box, Flex, Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useEffect, useState } from 'react';
import { historyText, type HistoryLine } from './reply-history-text';

// The side panel "Antworten an die Person" in the edit view of a booking request or barrier
// report: every reply the CMS queued (src/replies), who caused it and when, and whether the
// mail server has taken it. Polls while a reply waits, so "Zugestellt" appears by itself.

const KINDS: Record<string, { name: string; empty: string }> = {
  'api::booking-request.booking-request': {
    name: 'booking-request',
    empty:
      'Noch keine Antwort. „Bestätigt“ oder „Abgelehnt“ schickt der Person eine E-Mail in ihrer Sprache (Inhalt → Antwortvorlagen).',
  },
  'api::barrier-report.barrier-report': {
    name: 'barrier-report',
    empty:
      'Noch keine Antwort. „Erledigt“ schickt der Person eine E-Mail, wenn sie eine Adresse angegeben hat (Inhalt → Antwortvorlagen).',
  },
};

function ReplyHistory({
  kind,
  documentId,
  version,
}: {
  kind: { name: string; empty: string };
  documentId: string;
  version: unknown;
}) {
  const { get } = useFetchClient();
  const [lines, setLines] = useState<HistoryLine[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      try {
        const { data } = await get<{ data: HistoryLine[] }>(`/replies/${kind.name}/${documentId}`);
        if (cancelled) return;
        setLines(data.data);
        setFailed(false);
        if (data.data.some((line) => line.state === 'queued')) timer = setTimeout(load, 3000);
      } catch {
        if (!cancelled) setFailed(true);
      }
    };
    void load();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [get, kind.name, documentId, version]);

  if (failed) {
    return <Typography variant="pi">Der Verlauf ist gerade nicht abrufbar.</Typography>;
  }
  if (lines === null) return <Typography variant="pi">Lädt …</Typography>;
  if (lines.length === 0) return <Typography variant="pi">{kind.empty}</Typography>;
  return (
    <Flex direction="column" alignItems="stretch" gap={3} tag="ul" aria-label="Antworten">
      {lines.map((line) => {
        const text = historyText(line);
        return (
          <Box key={`${line.template}-${line.requestedAt}`} tag="li">
            <Typography variant="omega" fontWeight="bold" tag="p">
              {text.title}
            </Typography>
            <Typography variant="pi" tag="p">
              {text.requested}
            </Typography>
            <Typography
              variant="pi"
              tag="p"
              textColor={line.state === 'failed' ? 'danger600' : 'neutral800'}
            >
              {text.delivery}
            </Typography>
          </Box>
        );
      })}
    </Flex>
  );
}

interface PanelProps {
  model: string;
  documentId?: string;
  document?: { updatedAt?: unknown } | null;
}

/** For `addEditViewSidePanel`: a panel on booking requests and barrier reports only. */
export function ReplyHistoryPanel({ model, documentId, document }: PanelProps) {
  const kind = KINDS[model];
  if (!kind || !documentId) return null;
  return {
    title: 'Antworten an die Person',
    content: <ReplyHistory kind={kind} documentId={documentId} version={document?.updatedAt} />,
  };
}
