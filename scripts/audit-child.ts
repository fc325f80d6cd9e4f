// The child processes of the audit scripts: `audit-child.ts backend PORT` (the sample backend)
// and `audit-child.ts site` (the production server, scripts/start.ts, configured by env).
// A separate entry, so the audits' processes are told apart from `npm start` and test servers
// that other tools start and stop by their command line.
import { startSampleBackend } from '#mocks/server.ts';

const [role, port] = process.argv.slice(2);
if (role === 'backend') {
  const { url } = await startSampleBackend(Number(port));
  console.log(`sample backend: ${url}`);
} else if (role === 'site') {
  await import('./start.ts');
} else {
  console.error('usage: audit-child.ts backend PORT | site');
  process.exit(2);
}
