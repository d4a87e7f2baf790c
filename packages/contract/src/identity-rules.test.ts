import { describe, expect, it } from 'vitest';
import { realName } from './identity.ts';
import { isValidRealName } from './identity-rules.ts';

// The screen checks names with isValidRealName (no zod); the server with the realName schema.
describe('isValidRealName', () => {
  it('agrees with the realName schema', () => {
    const names = ['张三', '  Ana   María  ', 'Jean-Luc Picard', 'O. Smith', 'Ли·Вэй', 'A', 'Ab', '-Ab', 'Ab-', 'Ab1', 'a'.repeat(50), 'a'.repeat(51), ' ', '', 'Zoë', 'Zoe\u0308'];
    for (const name of names) expect(isValidRealName(name), name).toBe(realName.safeParse(name).success);
  });
});
