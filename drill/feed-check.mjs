// Strict checks of the site's feeds for the feed drill (drill/feed.mjs): RSS as XML 1.0 and
// iCalendar as RFC 5545, line by line. Each returns the problems found (empty: it parses) and
// the lines or elements that content injected.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';

/** The marker the drill writes into every text: a value that has it came from content. */
export const feedMarker = 'Feeddrill';
/** The element and the property the drill tries to inject. */
export const injectedElement = 'feeddrill-injected';
export const injectedProperty = 'X-FEEDDRILL-INJECTED';

/** The bytes as UTF-8 text, or null when they are not valid UTF-8. */
function utf8(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// XML 1.0, production 2 (Char): tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD,
// U+10000–U+10FFFF. fast-xml-parser's validator checks the markup, not the characters.

const notXmlChar = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

const describe = (character) =>
  `U+${character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Problems of an XML document (`bytes`), the elements content injected, and its text. */
export function checkXml(bytes) {
  const problems = [];
  const text = utf8(bytes);
  if (text === null) return { problems: ['not valid UTF-8'], injected: [], texts: [] };
  const forbidden = notXmlChar.exec(text);
  if (forbidden)
    problems.push(
      `character ${describe(forbidden[0])} at offset ${forbidden.index} (XML 1.0 forbids it)`,
    );
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    problems.push(
      `not well-formed: ${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  // Markup-level things the validator lets pass: one root element, no "]]>" in text.
  const body = text.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const outsideCdata = body.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  if (outsideCdata.includes(']]>')) problems.push('"]]>" outside a CDATA section');
  const injected = [];
  const texts = [];
  if (valid === true) {
    const tree = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(text);
    const roots = Object.keys(tree).filter((name) => !name.startsWith('?'));
    if (roots.length !== 1) problems.push(`${roots.length} root elements`);
    const walk = (node, trail) => {
      if (typeof node === 'string' || typeof node === 'number') {
        texts.push(String(node));
        return;
      }
      if (Array.isArray(node)) {
        node.forEach((item) => walk(item, trail));
        return;
      }
      if (!node || typeof node !== 'object') return;
      for (const [name, value] of Object.entries(node)) {
        if (name.toLowerCase().includes(injectedElement)) injected.push(`${trail}/${name}`);
        walk(value, `${trail}/${name}`);
      }
    };
    walk(tree, '');
  }
  return { problems, injected, texts };
}

/** Properties whose value is TEXT (RFC 5545 3.3.11): ";" and "," escaped, "\" only before \;,nN. */
const textProperties = new Set([
  'SUMMARY',
  'DESCRIPTION',
  'LOCATION',
  'COMMENT',
  'NAME',
  'X-WR-CALNAME',
  'X-WR-CALDESC',
  'CATEGORIES',
]);
/** The components of a calendar, each with the one it belongs in. */
const parents = {
  VCALENDAR: undefined,
  VEVENT: 'VCALENDAR',
  VTIMEZONE: 'VCALENDAR',
  STANDARD: 'VTIMEZONE',
  DAYLIGHT: 'VTIMEZONE',
  VALARM: 'VEVENT',
};

// contentline = name *(";" param) ":" value CRLF (RFC 5545 3.1); a param value is paramtext
// (no control, DQUOTE, ";", ":", ",") or a quoted-string (no control, no DQUOTE).
const paramValue =
  '(?:"[^"\\u0000-\\u0008\\u000a-\\u001f\\u007f]*"|[^";:,\\u0000-\\u0008\\u000a-\\u001f\\u007f]*)';
const contentLine = new RegExp(
  `^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=${paramValue}(?:,${paramValue})*)*):(.*)$`,
  's',
);
// eslint-disable-next-line no-control-regex
const valueControl = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/**
 * Problems of an iCalendar document (`bytes`) line by line: CRLF line ends only, no line over
 * 75 octets, folded lines beginning with a space or tab, every unfolded line
 * NAME[;params]:value without controls, TEXT values escaped, BEGIN/END nested as RFC 5545's
 * components; then ical.js parses it. `injected`: lines that content added (a property of the
 * drill's own name, a SUMMARY of its text at a line start, a component out of place).
 */
export function checkIcs(bytes) {
  const problems = [];
  const injected = [];
  const text = utf8(bytes);
  if (text === null) return { problems: ['not valid UTF-8'], injected, lines: [] };
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/\r(?!\n)/.test(text)) problems.push('a carriage return without a line feed');
  if (/(?<!\r)\n/.test(text)) problems.push('a line feed without a carriage return');
  const physical = text.replace(/\r\n$/, '').split('\r\n');
  const lines = [];
  physical.forEach((line, index) => {
    const octets = Buffer.byteLength(line, 'utf8');
    if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets (more than 75)`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) problems.push('the document begins with a folded line');
      else lines[lines.length - 1].text += line.slice(1);
    } else lines.push({ number: index + 1, text: line });
  });
  const stack = [];
  let calendars = 0;
  for (const { number, text: line } of lines) {
    const match = contentLine.exec(line);
    if (!match) {
      problems.push(
        `line ${number} is not NAME[;params]:value: ${JSON.stringify(line.slice(0, 80))}`,
      );
      continue;
    }
    const name = match[1].toUpperCase();
    const value = match[3];
    if (valueControl.test(value))
      problems.push(`line ${number}: a control character in the value of ${name}`);
    if (name === injectedProperty) injected.push(`line ${number}: ${line.slice(0, 80)}`);
    if (name === 'SUMMARY' && value.startsWith(`${feedMarker} injected`))
      injected.push(`line ${number}: ${line.slice(0, 80)}`);
    if (textProperties.has(name)) {
      if (/\\[^\\;,nN]|\\$/.test(value.replace(/\\\\/g, '')))
        problems.push(`line ${number}: a backslash that escapes nothing in ${name}`);
      const unescaped = value.replace(/\\[\\;,nN]/g, '');
      if (unescaped.includes(';')) problems.push(`line ${number}: an unescaped ";" in ${name}`);
      if (name !== 'CATEGORIES' && unescaped.includes(','))
        problems.push(`line ${number}: an unescaped "," in ${name}`);
    }
    if (name === 'BEGIN' || name === 'END') {
      const component = value.toUpperCase();
      if (!(component in parents)) {
        problems.push(`line ${number}: ${name}:${value} is no component of a calendar`);
        injected.push(`line ${number}: ${line.slice(0, 80)}`);
      }
      if (name === 'BEGIN') {
        if (component === 'VCALENDAR') calendars += 1;
        if (stack.at(-1) !== parents[component] || calendars > 1) {
          problems.push(`line ${number}: BEGIN:${value} inside ${stack.at(-1) ?? 'nothing'}`);
          injected.push(`line ${number}: ${line.slice(0, 80)}`);
        }
        stack.push(component);
      } else if (stack.at(-1) !== component) {
        problems.push(`line ${number}: END:${value} closes ${stack.at(-1) ?? 'nothing'}`);
        injected.push(`line ${number}: ${line}`);
      } else stack.pop();
    }
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (calendars !== 1) problems.push(`${calendars} VCALENDAR components`);
  try {
    ICAL.parse(text);
  } catch (error) {
    problems.push(`ical.js: ${error instanceof Error ? error.message : error}`);
  }
  return { problems, injected, lines: lines.map((line) => line.text) };
}
