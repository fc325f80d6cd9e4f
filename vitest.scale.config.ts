import { defineConfig } from 'vitest/config';

// `npm run test:scale`: tests/scale/ starts real processes on loopback (nginx, two clustered
// instances, redis-server) whose steps build on one another, so each file (scale.test.ts,
// slow-clients.test.ts, faults.test.ts) runs its cases in order, one file at a time, in a process
// of its own (its children are stopped on that process's exit).
export default defineConfig({
  test: {
    include: ['tests/scale/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    sequence: { concurrent: false, shuffle: false },
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // Each step by name, as it passes.
    reporters: ['verbose'],
  },
});
