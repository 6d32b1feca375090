import { describe, expect, it } from 'vitest';

/**
 * Every internal link of the header (menu included) and the footer leads straight to its page:
 * links come from the CMS or the screen table, never from a hard-coded slug that only works
 * through a redirect (issue #21.7). The language switch is the one link that redirects on
 * purpose (it sets the language cookie, then 303 to the other language's page).
 */
const baseUrl = process.env.SITE_URL?.replace(/\/+$/, '') || undefined;

const languageSwitch = /^\/language\/(de|en)\?/;

/** The internal hrefs inside the page's <header> and <footer> elements, once each. */
function shellLinks(html: string): string[] {
  const shell = [...html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map((match) => match[0]);
  const hrefs = shell.flatMap((part) =>
    [...part.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&')),
  );
  return [...new Set(hrefs)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

describe(`header and footer links at ${baseUrl}`, () => {
  it.each(['/de', '/en'])('answer 200 without a redirect on %s', async (home) => {
    const html = await (await fetch(`${baseUrl}${home}`)).text();
    const links = shellLinks(html);
    // Menu sections, the footer's legal and contact links: far more than a handful.
    expect(links.length).toBeGreaterThan(20);
    const detours: string[] = [];
    for (const href of links) {
      if (languageSwitch.test(href)) continue;
      const response = await fetch(`${baseUrl}${href}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) detours.push(`${response.status} ${href}`);
    }
    expect(detours).toEqual([]);
  });
});
