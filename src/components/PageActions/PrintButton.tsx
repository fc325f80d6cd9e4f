'use client';
import { useEffect, useState } from 'react';
import { Button } from '#src/components/Button/Button.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';

/** Printing needs JavaScript, so the button appears only once hydrated. */
export function PrintButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Button color="canvas" size="sm" iconElement={<Icon name="print" />} onClick={() => window.print()}>
      {label}
    </Button>
  );
}
