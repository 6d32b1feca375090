import { describe, expect, it } from 'vitest';
import { EMAIL_REFUSED, emailProblem } from './request-rules';

describe('the email of a booking request in the CMS', () => {
  it('takes one mailbox', () => {
    expect(emailProblem({ email: 'ada@example.org' }, null)).toBeNull();
  });

  it.each(['x,attacker@evil.example', 'Ada <ada@example.org>', 'ada@example.org\r\nBcc: x@y.de'])(
    'refuses %j on create, in German',
    (email) => {
      expect(emailProblem({ email }, null)).toBe(EMAIL_REFUSED);
    },
  );

  it('refuses a changed address on update, but lets an old row keep its own', () => {
    const stored = { email: 'x,old@example.org' };
    expect(emailProblem({ email: 'x,old@example.org', bookingStatus: 'confirmed' }, stored)).toBe(
      null,
    );
    expect(emailProblem({ email: 'y,new@example.org' }, stored)).toBe(EMAIL_REFUSED);
    expect(emailProblem({ bookingStatus: 'confirmed' }, stored)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(emailProblem({ email: ['a@b.de', 'c@d.de'] }, null)).toBe(EMAIL_REFUSED);
  });
});
