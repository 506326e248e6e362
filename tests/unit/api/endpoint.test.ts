// A call declared once (src/api/endpoint.ts): the request that crosses to the worker is the
// declaration's method and path, the input as the body only when the call has one, and the
// silent flag; a path with a parameter is made from the input, a declared query from the input.
import { describe, expect, it } from 'vitest';
import { requestOf } from '../../../src/api/endpoint';
import { CONDITIONS_ENDPOINTS } from '../../../modules/conditions/contract';
import { RECIPE_UPLOAD_ENDPOINTS } from '../../../modules/recipeUpload/contract';
import { ADMIN_ENDPOINTS } from '../../../src/api/adminCalls';

describe('requestOf', () => {
  it('sends the input as the body of a call that declares one', () => {
    const body = { matchcode: 'AGB', version: 2 };
    expect(requestOf(CONDITIONS_ENDPOINTS.acceptCondition, body)).toEqual({
      method: 'POST',
      path: '/conditions/accept',
      body,
    });
  });

  it('sends no body for a call without one, and says when it is silent', () => {
    expect(requestOf(CONDITIONS_ENDPOINTS.openConditions, undefined)).toEqual({
      method: 'GET',
      path: '/conditions',
      silent: true,
    });
  });

  it('makes the path from the input when the path has a parameter', () => {
    expect(requestOf(RECIPE_UPLOAD_ENDPOINTS.deleteRecipeUpload, 'a b/c')).toEqual({
      method: 'DELETE',
      path: '/recipe-upload/a%20b%2Fc',
      silent: true,
    });
  });

  it('sends the input as the query string of a call that declares one, never as a body', () => {
    expect(requestOf(ADMIN_ENDPOINTS.adminUsers, { search: 'gruber' })).toEqual({
      method: 'GET',
      path: '/admin/users',
      query: { search: 'gruber' },
    });
    expect(requestOf(ADMIN_ENDPOINTS.adminImpersonations, {})).toEqual({
      method: 'GET',
      path: '/admin/impersonations',
      query: {},
      silent: true,
    });
  });
});
