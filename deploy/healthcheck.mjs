// The image's HEALTHCHECK: exit 0 when /healthz answers 200 within 2 s (no curl in the slim image).
const port = process.env.PORT || 3000;
try {
  const res = await fetch(`http://127.0.0.1:${port}/healthz`, {
    signal: AbortSignal.timeout(2000),
  });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
