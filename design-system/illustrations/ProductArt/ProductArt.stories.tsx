import { type ProductFamily, productArt } from './ProductArt.tsx';

const families = Object.keys(productArt) as ProductFamily[];

/** Every family's hero scene side by side, as they appear beside a landing's heading. */
export const AllFamilies = () => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 24 }}>
    {families.map((family) => {
      const Art = productArt[family];
      return (
        <figure key={family} style={{ margin: 0 }}>
          <Art />
          <figcaption>{family}</figcaption>
        </figure>
      );
    })}
  </div>
);

export const Compute = () => <productArt.compute />;
export const Kubernetes = () => <productArt.kubernetes />;
export const WithTitle = () => <productArt.databases title="A primary database with its standby and backups" />;
