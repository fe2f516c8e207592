import { Amount } from './Amount.tsx';

export const Price = () => (
  <p>
    Monthly total: <Amount>$289/mo</Amount>
  </p>
);

export const Empty = () => (
  <p>
    Monatliche Summe: <Amount>—</Amount>
  </p>
);
