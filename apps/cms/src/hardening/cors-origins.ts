// The origins the CMS grants CORS (with credentials) to. The admin panel is served by the CMS
// itself, so its requests are same-origin and need no grant; the site reads the CMS from its
// server, never from the browser. So by default only the admin's own addresses are listed, and
// a page on any other origin (the public site with an XSS, a sibling subdomain) cannot use an
// editor's session cookie to fetch `/admin/access-token` (docs/decisions/0034).

/** `CMS_CORS_ORIGINS` (comma-separated origins) or the admin's addresses on this machine. */
export function corsOrigins(env: { CMS_CORS_ORIGINS?: string; PORT?: string }): string[] {
  const configured = (env.CMS_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured.length > 0) {
    // An origin is scheme, host and port; '*' would reflect every origin again.
    return configured.map((origin) => {
      if (origin === '*') throw new Error('CMS_CORS_ORIGINS must not contain "*"');
      return new URL(origin).origin;
    });
  }
  const port = env.PORT || '1337';
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
