// The service accounts' admin calls as functions, from their declarations in ../contract.ts.
import { endpointClient } from '../../../src/platform/endpointClient';
import { INTEGRATION_ADMIN_ENDPOINTS } from '../contract';

export const integrationAdminApi = endpointClient(INTEGRATION_ADMIN_ENDPOINTS);
