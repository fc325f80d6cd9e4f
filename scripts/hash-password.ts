// Prints a scrypt hash for TOOLS_USERS: `npm run -s hash-password -- PASSWORD`.
import { hashPassword } from '#src/server/auth/password.ts';

const password = process.argv[2];
if (!password) {
  console.error('usage: npm run -s hash-password -- PASSWORD');
  process.exit(2);
}
console.log(await hashPassword(password));
