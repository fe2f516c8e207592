import { KubernetesDiagram, NetworkDiagram } from '#ds/illustrations/Diagrams/Diagrams.tsx';
import { Container } from '#ds/primitives/Container/Container.tsx';
import { Diagram } from './Diagram.tsx';

export const Kubernetes = () => (
  <Container>
    <Diagram
      id="how-it-fits"
      heading="How a cluster fits together"
      lead="We run the control plane; your workloads run on node pools you size."
      drawing={<KubernetesDiagram />}
      parts={[
        { id: '1', title: 'Control plane', text: 'API server, scheduler and etcd, operated and updated by us.' },
        { id: '2', title: 'Node pools', text: 'Cloud servers that run your pods, in pools you can resize.' },
        { id: '3', title: 'Load balancer', text: 'A Service of type LoadBalancer gets a public address.' },
        { id: '4', title: 'Volumes', text: 'Persistent volumes on network block storage.' },
      ]}
    />
  </Container>
);

export const GermanNetwork = () => (
  <Container>
    <Diagram
      id="netz"
      heading="So ist Ihr privates Netzwerk aufgebaut"
      drawing={<NetworkDiagram />}
      parts={[
        { id: '1', title: 'Load Balancer', text: 'Die einzige öffentliche Adresse Ihrer Anwendung.' },
        { id: '2', title: 'Privates Netzwerk', text: 'Server sprechen über private Adressen miteinander.' },
        { id: '3', title: 'NAT-Gateway', text: 'Ausgehender Zugriff für Updates ohne offene Ports.' },
        { id: '4', title: 'Datenbank', text: 'Nur aus dem privaten Netzwerk erreichbar.' },
        { id: '5', title: 'Cloud-Firewall', text: 'Regeln pro Server, kostenlos.' },
      ]}
    />
  </Container>
);
