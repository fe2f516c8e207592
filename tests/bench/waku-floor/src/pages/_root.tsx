import type { ReactNode } from 'react';

// The floor's document (`_root`): a document and nothing else, rendered once at build.
export default function FloorRoot({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <title>Waku floor</title>
      </head>
      <body>{children}</body>
    </html>
  );
}

export const getConfig = async () => ({ render: 'static' }) as const;
