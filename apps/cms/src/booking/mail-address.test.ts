import { yup } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { isMailbox } from './mail-address';

/** The check behind Strapi's `email` attribute (the booking request's email field). */
const strapiEmail = yup.string().email();
const strapiAccepts = (value: string) => strapiEmail.isValidSync(value);

const mailboxes = [
  'name@example.org',
  'a.b+c@sub.example.co.uk',
  "o'brien@example.ie",
  'x_y-z@xn--mller-kva.de',
  'UPPER@EXAMPLE.ORG',
];

const notMailboxes = [
  'x,attacker@evil.example',
  'a@b.de,c@d.de',
  'a@b.de;c@d.de',
  'Ada <ada@example.org>',
  '"Ada" <ada@example.org>',
  '<ada@example.org>',
  '"x y"@example.org',
  'ada(comment)@example.org',
  'ada@example.org (Ada)',
  'a b@example.org',
  'ada@example.org\n',
  'ada@exa\u202emple.org',
  '.ada@example.org',
  'ada.@example.org',
  'a..da@example.org',
  'ümlaut@beispiel.de',
  'ada@müller.de',
  'ada@example',
  'ada@example.c',
  'ada@example.123',
  'ada@-example.org',
  'ada@example..org',
  'ada@[127.0.0.1]',
  'a@@b.de',
  '@example.org',
  'ada@',
  '',
  `${'a'.repeat(65)}@example.org`,
  `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.de`,
];

describe('one mailbox', () => {
  it.each(mailboxes)('accepts %j', (value) => {
    expect(isMailbox(value)).toBe(true);
  });

  it.each(notMailboxes)('refuses %j', (value) => {
    expect(isMailbox(value)).toBe(false);
  });

  it("is never wider than Strapi's email check, so the CMS stores what the site acknowledged", () => {
    for (const value of [...mailboxes, ...notMailboxes])
      if (isMailbox(value)) expect(strapiAccepts(value), value).toBe(true);
  });

  it("refuses the probe's address, which the CMS refused and the site had acknowledged", () => {
    expect(strapiAccepts('x,attacker@evil.example')).toBe(false);
    expect(isMailbox('x,attacker@evil.example')).toBe(false);
  });
});
