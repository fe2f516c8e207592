import type { ReactNode } from 'react';
import '#ds/theme/index.ts';

/** Every story renders with the site's theme and global styles. */
export const Provider = ({ children }: { children: ReactNode }) => <>{children}</>;
