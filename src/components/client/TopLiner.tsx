'use client';

import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Banner } from '../../../design-system/primitives/Banner/Banner.tsx';
import { createTopLiner, topLinerShown } from '../../state/top-liner.ts';
import { useShellText } from './shell-texts.ts';

/**
 * The top-liner banner inviting visitors to the Telegram channel (spec §4).
 * Every visitor gets the same HTML (cached pages are not keyed by cookie); the
 * document's head script hides it before first paint on Android or after a
 * dismissal, and this component then drops it.
 */
export function TopLiner({ channelUrl }: { channelUrl: string }) {
  const t = useShellText();
  const [topLiner] = useState(() =>
    createTopLiner(
      true,
      // biome-ignore lint/suspicious/noDocumentCookie: the dismissal is read on the client only, before first paint
      (cookie) => (document.cookie = cookie),
      typeof window !== 'undefined' && window.location.protocol === 'https:',
    ),
  );
  const { shown } = useSnapshot(topLiner.state);
  useEffect(() => {
    if (!topLinerShown(navigator.userAgent, document.cookie)) topLiner.state.shown = false;
  }, [topLiner]);
  return (
    <div data-top-liner>
      <Banner
        open={shown}
        onDismiss={() => topLiner.close()}
        label={t('topLiner.label')}
        dismissLabel={t('topLiner.dismiss')}
        action={{ label: t('topLiner.action'), href: channelUrl }}
      >
        {t('topLiner.text')}
      </Banner>
    </div>
  );
}
