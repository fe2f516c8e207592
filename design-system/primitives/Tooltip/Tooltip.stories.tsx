import { Button } from '#ds/primitives/Button/Button.tsx';
import { sprinkles } from '#ds/theme/sprinkles.css.ts';
import { Tooltip, type TooltipProps } from './Tooltip.tsx';

type Side = NonNullable<TooltipProps['side']>;

/** Room around the trigger so the tooltip has space on every side. */
const frame = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md', paddingBlock: 'xxxl', paddingInline: 'md' });
const centred = sprinkles({ display: 'flex', justifyContent: 'center', paddingBlock: 'xxxl', paddingInline: 'md' });

/** Hover or Tab to the button. */
export const Default = () => (
  <div className={frame}>
    <Tooltip content="Copies the IPv4 address to the clipboard">
      <Button variant="secondary">Copy IP</Button>
    </Tooltip>
  </div>
);

/** Shown without interaction, for review. */
export const Open = () => (
  <div className={frame}>
    <Tooltip content="Billed hourly, capped at the monthly price" defaultOpen>
      <Button variant="secondary">$4/mo</Button>
    </Tooltip>
  </div>
);

export const Sides = ({ side }: { side: Side }) => (
  <div className={centred}>
    <Tooltip content={`Placed on the ${side}`} side={side} defaultOpen>
      <Button variant="secondary">Trigger</Button>
    </Tooltip>
  </div>
);
Sides.args = { side: 'top' };
Sides.argTypes = { side: { options: ['top', 'right', 'bottom', 'left'], control: { type: 'radio' } } };

/** An icon-only button keeps its own label; the tooltip adds a description. */
export const IconButton = () => (
  <div className={frame}>
    <Tooltip content="Restarts the server without losing data" defaultOpen>
      <Button variant="ghost" aria-label="Reboot">
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </Button>
    </Tooltip>
  </div>
);

export const LongGerman = () => (
  <div className={frame}>
    <Tooltip
      content="Die stündliche Abrechnung ist auf den monatlichen Höchstbetrag begrenzt; Datenübertragungen innerhalb des Rechenzentrums sind kostenlos."
      defaultOpen
    >
      <Button variant="secondary">Preisinformationen</Button>
    </Tooltip>
  </div>
);

/** Collision handling keeps the tooltip inside a 320 px screen. */
export const Narrow = () => (
  <div className={frame}>
    <Tooltip content="Snapshots are stored in a second availability zone for disaster recovery." defaultOpen>
      <Button variant="secondary">Snapshots</Button>
    </Tooltip>
  </div>
);
Narrow.meta = { width: 'xsmall' };

export const Wide = () => (
  <div className={frame}>
    <Tooltip content="Copies the IPv4 address to the clipboard" defaultOpen>
      <Button variant="secondary">Copy IP</Button>
    </Tooltip>
  </div>
);
Wide.meta = { width: 'xxlarge' };
