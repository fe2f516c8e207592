import { usePageMessages } from '#intl/PageMessages.tsx';

/** The fixed texts of the islands every page hydrates (shell, header); the document formats them on the server. */
export const shellTextIds = [
  'shell.notifications',
  'shell.loading',
  'shell.loadFailed',
  'shell.offline',
  'shell.online',
  'shell.close',
] as const;

export type ShellTextId = (typeof shellTextIds)[number];

/** `t(id)` for the shell's fixed texts. */
export const useShellText = (): ((id: ShellTextId) => string) => {
  const { texts } = usePageMessages();
  return (id) => texts[id] ?? id;
};
