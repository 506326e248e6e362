// The recipe upload's calls as functions, from their declarations in ../contract.ts (src/api/endpoint.ts).
import { endpointClient } from '../../../src/platform/endpointClient';
import { RECIPE_UPLOAD_ENDPOINTS } from '../contract';

export const recipeUploadApi = endpointClient(RECIPE_UPLOAD_ENDPOINTS);
