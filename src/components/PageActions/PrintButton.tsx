'use client';
import { Button } from '#src/components/Button/Button.tsx';
import { Icon } from '#src/components/Icon/Icon.tsx';
import { useHydrated } from '#src/components/use-hydrated.ts';

/** Printing needs JavaScript, so the button appears only once hydrated. */
export function PrintButton({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <Button
      color="canvas"
      size="sm"
      iconElement={<Icon name="print" />}
      onClick={() => window.print()}
    >
      {label}
    </Button>
  );
}
