// The administration's declared calls (src/api/adminCalls.ts) for its screens.
import { ADMIN_ENDPOINTS } from '../../api/adminCalls';
import { endpointClient } from '../../platform/endpointClient';

export const adminApi = endpointClient(ADMIN_ENDPOINTS);
