import { describe, expect, it } from 'vitest';
import { ROLES } from './admin-roles';

// Strapi keeps a role's name and description in varchar(255) columns. SQLite does not check
// the length, PostgreSQL refuses the insert and the CMS does not start (it did, once).
describe('the museum admin roles', () => {
  it.each(Object.values(ROLES))('$code fits the columns Strapi stores it in', (role) => {
    for (const text of [role.code, role.name, role.description]) {
      expect(text.length, text).toBeLessThanOrEqual(255);
    }
  });
});
