import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { useEffect, useRef } from 'react';
import { slugFromTitle } from './slug-from-title';

// A side panel of the edit view that shows nothing: it lives inside the edit form, watches
// the title, and writes the slug it gives into the UID field while the rule of
// slug-from-title.ts allows (new or never published, slug not edited by hand). Strapi's
// UID field stays as it is: editable, with its availability check and regenerate icon.

interface Attribute {
  type?: string;
  targetField?: string;
}

interface PanelProps {
  document?: { status?: string; publishedAt?: string | null } | null;
  meta?: { availableStatus?: { publishedAt?: string | null; status?: string }[] } | null;
}

function wasPublished(props: PanelProps): boolean {
  if (props.document?.publishedAt) return true;
  if (props.document?.status && props.document.status !== 'draft') return true;
  return (props.meta?.availableStatus ?? []).some(
    (version) => !!version.publishedAt || version.status === 'published',
  );
}

export function SlugFromTitlePanel(props: PanelProps) {
  const { contentType, form } = useContentManagerContext();
  const attributes = (contentType?.attributes ?? {}) as Record<string, Attribute>;
  const uidField = Object.keys(attributes).find(
    (name) => attributes[name]?.type === 'uid' && attributes[name]?.targetField,
  );
  const titleField = uidField ? attributes[uidField]?.targetField : undefined;
  const state = form as { values?: Record<string, unknown>; onChange?: unknown } | undefined;
  const values = state?.values ?? {};
  const title = titleField ? (values[titleField] as string | undefined) : undefined;
  const slug = uidField ? (values[uidField] as string | undefined) : undefined;
  const published = wasPublished(props);
  const previous = useRef(title);
  const written = useRef(new Set<string>());
  const onChange = state?.onChange as ((name: string, value: unknown) => void) | undefined;
  const modelName = (contentType as { modelName?: string } | undefined)?.modelName;

  useEffect(() => {
    const previousTitle = previous.current;
    previous.current = title;
    if (!uidField || !onChange || previousTitle === title) return;
    const next = slugFromTitle({
      title,
      previousTitle,
      slug,
      published,
      modelName,
      written: written.current,
    });
    if (next === null) return;
    written.current.add(next);
    onChange(uidField, next);
    // Only a change of the title moves the slug (the rest is read as it is then).
  }, [title]);

  return null;
}
