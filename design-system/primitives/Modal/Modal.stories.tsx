import { Button } from '#ds/primitives/Button/Button.tsx';
import * as Modal from './Modal.tsx';

type Size = NonNullable<Modal.ContentProps['size']>;

const DeleteServer = ({ defaultOpen = true, size, hideTitle }: { defaultOpen?: boolean; size?: Size; hideTitle?: boolean }) => (
  <Modal.Root defaultOpen={defaultOpen}>
    <Modal.Trigger asChild>
      <Button variant="secondary">Delete server</Button>
    </Modal.Trigger>
    <Modal.Content
      title="Delete server web-1?"
      hideTitle={hideTitle}
      description="The server and its disks are removed. Backups are kept for 7 days."
      closeLabel="Close"
      size={size}
    >
      <Modal.Body>
        <p>You are billed for the server until the moment it is deleted.</p>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Modal.Close>
        <Button>Delete server</Button>
      </Modal.Footer>
    </Modal.Content>
  </Modal.Root>
);

/** Opens by default so reviewers see the dialog; close it to try the trigger. */
export const Default = () => <DeleteServer />;

export const Closed = () => <DeleteServer defaultOpen={false} />;

export const Sizes = ({ size }: { size: Size }) => <DeleteServer size={size} />;
Sizes.args = { size: 'md' };
Sizes.argTypes = { size: { options: ['sm', 'md', 'lg'], control: { type: 'radio' } } };

/** The design has no visible heading: the title still names the dialog for screen readers. */
export const HiddenTitle = () => (
  <Modal.Root defaultOpen>
    <Modal.Trigger asChild>
      <Button variant="secondary">Watch the video</Button>
    </Modal.Trigger>
    <Modal.Content title="Product tour" hideTitle closeLabel="Close" size="lg">
      <Modal.Body>
        <p>A 90-second tour of the control panel.</p>
      </Modal.Body>
    </Modal.Content>
  </Modal.Root>
);

/** A long body scrolls inside the dialog; header and footer stay put. */
export const LongContent = () => (
  <Modal.Root defaultOpen>
    <Modal.Trigger asChild>
      <Button variant="secondary">Terms</Button>
    </Modal.Trigger>
    <Modal.Content title="Terms of service" closeLabel="Close">
      <Modal.Body>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Section {i + 1}. The provider offers cloud servers, storage and networking on a pay-as-you-go basis.</p>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close asChild>
          <Button>Accept</Button>
        </Modal.Close>
      </Modal.Footer>
    </Modal.Content>
  </Modal.Root>
);

export const LongGerman = () => (
  <Modal.Root defaultOpen>
    <Modal.Trigger asChild>
      <Button variant="secondary">Server löschen</Button>
    </Modal.Trigger>
    <Modal.Content
      title="Möchten Sie den Cloud-Server „Produktionsdatenbank-Frankfurt-01“ unwiderruflich löschen?"
      description="Der Server, alle angehängten Datenträger und Snapshots werden dauerhaft entfernt. Automatische Datensicherungen bleiben sieben Tage lang erhalten."
      closeLabel="Dialog schließen"
    >
      <Modal.Body>
        <p>
          Die Abrechnung erfolgt bis zum Zeitpunkt der Löschung. Reservierte IP-Adressen bleiben Ihrem Konto zugeordnet und werden
          weiterhin stündlich berechnet, bis Sie sie ausdrücklich freigeben.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close asChild>
          <Button variant="secondary">Abbrechen und zurück zur Übersicht</Button>
        </Modal.Close>
        <Button>Endgültig löschen</Button>
      </Modal.Footer>
    </Modal.Content>
  </Modal.Root>
);

/** Full screen at 320 px. */
export const Narrow = () => <DeleteServer />;
Narrow.meta = { width: 'xsmall' };

/** Centred panel at its maximum width on a 1536 px screen. */
export const Wide = () => <DeleteServer size="lg" />;
Wide.meta = { width: 'xxlarge' };
