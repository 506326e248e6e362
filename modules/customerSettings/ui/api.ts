// The customer settings' calls as functions, from their declarations in ../contract.ts (src/api/endpoint.ts).
import { endpointClient } from '../../../src/platform/endpointClient';
import { CUSTOMER_SETTINGS_ENDPOINTS } from '../contract';

export const customerSettingsApi = endpointClient(CUSTOMER_SETTINGS_ENDPOINTS);
