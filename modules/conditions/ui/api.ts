// The conditions' calls as functions, from their declarations in ../contract.ts (src/api/endpoint.ts).
import { endpointClient } from '../../../src/platform/endpointClient';
import { CONDITIONS_ENDPOINTS } from '../contract';

export const conditionsApi = endpointClient(CONDITIONS_ENDPOINTS);
