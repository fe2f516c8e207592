import type { AdditionalService } from '#src/features/pricing/tariffs/types.ts';

/** The plan whose additional services are listed when none is asked for. */
export const defaultPlanId = 101;

/** Additional services of the registration API (`/v2/registration/additional`), one of each type, S3 in three classes. */
export const additionalServices: AdditionalService[] = [
  { id: 601, name: 'SSL certificate', group_name: 'security', price: 5, service_type_info: { type: 'certificate' } },
  { id: 602, name: 'Prime hosting', group_name: 'hosting', price: 3, service_type_info: { type: 'hosting_prime' } },
  { id: 603, name: 'Additional IPv4 address', group_name: 'network', price: 2, service_type_info: { type: 'ip' } },
  { id: 604, name: 'Windows Server licence', group_name: 'licence', price: 15, service_type_info: { type: 'license' } },
  { id: 605, name: 'Website migration', group_name: 'migration', price: 0, service_type_info: { type: 'loading' } },
  { id: 606, name: 'Database migration', group_name: 'migration', price: 0, service_type_info: { type: 'loading_sql' } },
  {
    id: 607,
    name: 'Network drive 100 GB',
    group_name: 'storage',
    price: 4,
    service_type_info: { type: 'network_drive', disk_size: 100 },
  },
  { id: 608, name: 'PageSpeed optimisation', group_name: 'performance', price: 6, service_type_info: { type: 'pagespeed' } },
  { id: 609, name: 'Website builder', group_name: 'hosting', price: 3, service_type_info: { type: 'constructor' } },
  {
    id: 610,
    name: 'Managed SSL renewal',
    group_name: 'security',
    price: 2,
    service_type_info: { type: 'ssl_certificate_management' },
  },
  { id: 611, name: 'Managed MySQL 1 GB', group_name: 'database', price: 4, service_type_info: { type: 'dbaas' } },
  { id: 612, name: 'S3 Standard 1 TB', group_name: 's3_standard', price: 18, service_type_info: { type: 's3', disk_size: 1000 } },
  { id: 613, name: 'S3 Standard 50 GB', group_name: 's3_standard', price: 1, service_type_info: { type: 's3', disk_size: 50 } },
  { id: 614, name: 'S3 Standard 250 GB', group_name: 's3_standard', price: 5, service_type_info: { type: 's3', disk_size: 250 } },
  { id: 615, name: 'S3 Cold 1 TB', group_name: 's3_cold', price: 8, service_type_info: { type: 's3', disk_size: 1000 } },
  { id: 616, name: 'Kubernetes control plane', group_name: 'k8s', price: 10, service_type_info: { type: 'k8saas_master' } },
  { id: 617, name: 'Kubernetes worker node', group_name: 'k8s', price: 8, service_type_info: { type: 'k8saas_worker' } },
];
