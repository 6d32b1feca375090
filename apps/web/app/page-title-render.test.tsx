// Here, beside messages.server.ts, because it renders with the real catalogue (i18n/ sits below it).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueHashes } from '~/messages.server';
import { MessagesProvider } from '~/i18n/react';
import { PageTitle } from '~/ui/page-title/PageTitle';

function title(text: string, museumName: string): string {
  return renderToString(
    <MessagesProvider hashes={catalogueHashes('de')} locale="de" page="default">
      <PageTitle title={text} museumName={museumName} />
    </MessagesProvider>,
  );
}

describe('the page title', () => {
  it('keeps the words of the museum’s name together with no-break spaces, not with nowrap', () => {
    const html = title('Führungen im Haus der Technik', 'Haus der Technik');
    // A nowrap box cannot give way when enlarged text spacing makes the name wider than the
    // line (WCAG 1.4.12); no-break spaces hold the words together and still let it wrap then.
    expect(html).toMatch(/<span class="[^"]+">Haus\u00a0der\u00a0Technik<\/span>/);
    expect(html).toContain('Führungen im ');
  });
});
