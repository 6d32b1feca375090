/**
 * The seasonal colours (SPEC §4) as a style element in the document head: the current season's
 * colours on :root, the others as classes keyed by their date range. The CSS comes from
 * seasonCss(), which lets only hex colours and ISO dates through, so it cannot carry markup.
 * The page's CSP allows the element by its hash (entry.server).
 */
export function SeasonStyles({ css }: { css: string }) {
  if (!css) return null;
  return <style data-season-styles="" dangerouslySetInnerHTML={{ __html: css }} />;
}
