import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export const getConfig = async () => ({ render: 'static' }) as const;
