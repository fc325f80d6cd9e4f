import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#src/server/auth/password.ts';

describe('password hashes', () => {
  it('verifies the right password and rejects others', async () => {
    const hash = await hashPassword('korrekt hest batteri');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('korrekt hest batteri', hash)).toBe(true);
    expect(await verifyPassword('forkert', hash)).toBe(false);
    expect(await hashPassword('x')).not.toBe(await hashPassword('x'));
  });
  it('rejects malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'plain')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$a$b$c$$')).toBe(false);
  });
});
