'use client';

import { useEffect, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { BannerClose } from '#ds/primitives/Banner/BannerFrame.tsx';
import { createTopLiner } from './top-liner.ts';

/**
 * The top-liner's close button, the only part of the banner that runs on the client. The banner
 * shows until the document's gate says otherwise (`html[data-top-liner="off"]`, set before first
 * paint on Android or after a dismissal, see TopLinerGate.ts); the machine's `shown` drives that
 * gate, so closing stores the dismissal and hides the banner at once.
 */
export function TopLinerClose({ label }: { label: string }) {
  const [topLiner] = useState(() =>
    createTopLiner(
      true,
      // biome-ignore lint/suspicious/noDocumentCookie: the dismissal is read on the client only, before first paint
      (cookie) => (document.cookie = cookie),
      typeof window !== 'undefined' && window.location.protocol === 'https:',
    ),
  );
  useEffect(
    () =>
      subscribe(topLiner.state, () => {
        const root = document.documentElement;
        if (topLiner.state.shown) delete root.dataset.topLiner;
        else root.dataset.topLiner = 'off';
      }),
    [topLiner],
  );
  return <BannerClose label={label} onClick={() => topLiner.close()} />;
}
