import type { ReactNode } from 'react';
import '../design-system/theme/index.ts';

/** Every story renders with the site's theme and global styles. */
export const Provider = ({ children }: { children: ReactNode }) => <>{children}</>;
