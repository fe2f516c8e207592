/** The two kinds of app the app platform sells (spec §3: frontend and backend presets). */
export const appKinds = ['frontend', 'backend'] as const;
export type AppKind = (typeof appKinds)[number];

/** The kind a URL's `?type=` asks for, if it names one. */
export const appKindOfQuery = (search: string): AppKind | null => {
  const type = new URLSearchParams(search).get('type');
  return (appKinds as readonly string[]).includes(type ?? '') ? (type as AppKind) : null;
};
