// The surveys' admin calls as functions, from their declarations in ../contract.ts (src/api/endpoint.ts).
import { endpointClient } from '../../../src/platform/endpointClient';
import { SURVEYS_ENDPOINTS } from '../contract';

export const surveysApi = endpointClient(SURVEYS_ENDPOINTS);
