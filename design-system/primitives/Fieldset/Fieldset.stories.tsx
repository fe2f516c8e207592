import { Checkbox } from '#ds/primitives/Checkbox/Checkbox.tsx';
import { Fieldset } from './Fieldset.tsx';

export const Plain = () => (
  <Fieldset legend="Services">
    <Checkbox label="Managed administration (+$49)" />
    <Checkbox label="Monitoring and alerting (+$9)" />
  </Fieldset>
);

export const Boxed = () => (
  <Fieldset legend="Storage disks" variant="boxed">
    <p>Up to 2 storage disks fit this server.</p>
    <Checkbox label="Hardware RAID 1 controller (+$15)" />
  </Fieldset>
);
