// The XSS drill's payloads (drill/xss.mjs, apps/web/tests/e2e/drill-xss.test.ts). Every payload
// that runs calls window.__xss('<id>'), so an execution names its payload. Each goes into plain
// text fields, rich text (a text node and a link node's address) and link fields alike: markup is
// harmless as an address and an address harmless as text only if the site does its job.

const call = (id) => `__xss('${id}')`;

/** Markup and script breakouts: they must show as text, never become elements or handlers. */
const markup = {
  h01: (c) => `<script>${c}</script>`,
  h02: (c) => `<img src=x onerror=${c}>`,
  h03: (c) => `<svg onload=${c}>`,
  h04: (c) => `"><script>${c}</script>`,
  h05: (c) => `'><img src=x onerror=${c}>`,
  h06: (c) => `</textarea><script>${c}</script>`,
  h07: (c) => `</script><script>${c}</script>`,
  h08: (c) => `</title><script>${c}</script>`,
  h09: (c) => `{{constructor.constructor("${c}")()}}`,
  h10: (c) => `\${${c}}`,
  h11: (c) => `&lt;script&gt;${c}&lt;/script&gt;`,
  h12: (c) => `&#60;img src=x onerror=${c}&#62;`,
  h13: (c) => `<ScRiPt>${c}</sCrIpT>`,
  h14: (c) => `<IMG SRC=x OnErRoR=${c}>`,
  h15: (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  h16: (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>">`,
  h17: (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  h18: (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  h19: (c) => `<iframe srcdoc="&lt;script&gt;parent.${c}&lt;/script&gt;"></iframe>`,
  h20: (c) => `<a href="javascript:${c}">Link</a>`,
  h21: (c) => `<style>*{background:url("javascript:${c}")}</style>`,
  h22: (c) => `<body onload=${c}>`,
  h23: (c) => `<details open ontoggle=${c}>`,
  h24: (c) => `<input autofocus onfocus=${c}>`,
  h25: (c) => `<video><source onerror=${c}></video>`,
  h26: (c) => `<object data="javascript:${c}"></object>`,
  h27: (c) => `<embed src="javascript:${c}">`,
  h28: (c) => `<form><button formaction=javascript:${c}>x</button></form>`,
  h29: (c) => `<base href="javascript:${c}//">`,
  h30: (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  h31: (c) => `\u2028\u2029</script><script>${c}</script>`,
  h32: (c) => `--><script>${c}</script><!--`,
  h33: (c) => `"});${c};//`,
  h34: (c) => `'-${c}-'`,
  h35: (c) => `<img/src=x/onerror=${c}>`,
  h36: (c) => `<svg><script>${c}</script></svg>`,
  h37: (c) => `<svg><a xlink:href="javascript:${c}"><text y="20">x</text></a></svg>`,
  h38: (c) => `<div onmouseover=${c} style="position:fixed;inset:0">`,
  h39: (c) => `<audio src onerror=${c}>`,
  h40: (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
};

/** Addresses: unsafe ones must never reach an href/src, odd ones may only as web addresses. */
const addresses = {
  u01: (c) => `javascript:${c}`,
  u02: (c) => `JaVaScRiPt:${c}`,
  u03: (c) => `java\tscript:${c}`,
  u04: (c) => `java\nscript:${c}`,
  u05: (c) => `  \u0001javascript:${c}`,
  u06: (c) => `javascript\u0000:${c}`,
  u07: (c) => `&#106;avascript:${c}`,
  u08: (c) => `&#x6A;avascript&colon;${c}`,
  u09: (c) => `javascript://%0a${c}`,
  u10: (c) => `data:text/html,<script>parent.${c}</script>`,
  u11: (c) =>
    `data:text/html;base64,${Buffer.from(`<script>parent.${c}</script>`).toString('base64')}`,
  u12: (c) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${c}"/>`,
  u13: () => `vbscript:msgbox(1)`,
  u14: () => `//evil.example/u14`,
  u15: () => `\\\\evil.example\\u15`,
  u16: () => `/\\evil.example/u16`,
  u17: () => `http:evil.example/u17`,
  u18: (c) => `https://evil.example/"onmouseover="${c}`,
  u19: (c) => `\u000bjavascript:${c}`,
  u20: (c) => `mailto:x@example.org?body=<script>${c}</script>`,
};

/** [{ id, value }] — 60 payloads. */
export const xssPayloads = Object.entries({ ...markup, ...addresses }).map(([id, make]) => ({
  id,
  value: make(call(id)),
}));
