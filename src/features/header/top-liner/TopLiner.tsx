import { BannerFrame } from '#ds/primitives/Banner/BannerFrame.tsx';
import { TopLinerClose } from './TopLinerClose.tsx';

type TopLinerProps = {
  channelUrl: string;
  texts: { label: string; dismiss: string; action: string; text: string };
};

/**
 * The top-liner banner inviting visitors to the Telegram channel (spec §4), rendered on the server.
 * Every visitor gets the same HTML (cached pages are not keyed by cookie); the document's head
 * script hides it before first paint on Android or after a dismissal (TopLinerGate.ts).
 */
export function TopLiner({ channelUrl, texts }: TopLinerProps) {
  return (
    <div data-top-liner>
      <BannerFrame
        label={texts.label}
        action={{ label: texts.action, href: channelUrl }}
        close={<TopLinerClose label={texts.dismiss} />}
      >
        {texts.text}
      </BannerFrame>
    </div>
  );
}
