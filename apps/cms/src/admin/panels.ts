// Side panels of the edit view are "description" functions the content manager calls with
// hooks allowed; a panel that answers null is not shown.

export type Panel = ((props: unknown) => { title?: unknown } | null) & { type?: string };

/**
 * strapi-plugin-publisher's own panel, titled "Publisher" (its component has no type, and its
 * name does not survive the admin's build), answers null: ours plans instead. Strapi's own
 * panels carry a type and are left as they are.
 */
export function withoutPublisherPanel(panel: Panel): Panel {
  if (panel.type) return panel;
  const filtered: Panel = (props) => {
    const result = panel(props);
    return result && result.title === 'Publisher' ? null : result;
  };
  return filtered;
}
