// The log at level info never shows a mailed token or a password (issue 12): page requests for
// mailed links carry the token in their path, logins and password changes carry passwords in
// their bodies. Read from the server's own log stream.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/logRedaction.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

describe('redactUrl', () => {
  it('hides the token of mailed links and drops queries', () => {
    expect(redactUrl('/reset-password/abcDEF123_-')).toBe('/reset-password/:token');
    expect(redactUrl('/validate-ip/xyz?x=1')).toBe('/validate-ip/:token');
    expect(redactUrl('/client-app/link/t0k3n')).toBe('/client-app/link/:token');
    expect(redactUrl('/register/confirm/t0k3n?x=1')).toBe('/register/confirm/:token');
    expect(redactUrl('/register')).toBe('/register');
    expect(redactUrl('/api/auth/login?returnUrl=/shop')).toBe('/api/auth/login?…');
    expect(redactUrl('/reset-password')).toBe('/reset-password');
    expect(redactUrl('/dashboard')).toBe('/dashboard');
  });
});

describe('the request log', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    t = await createTestApp({ logStream: stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows requests at info, without the mailed token or the password', async () => {
    const token = 'Q2hhbmdlTWVQbGVhc2VUaGlzSXNBVGVzdFRva2VuMTIz';
    const c = client(t.app);
    await c.get(`/reset-password/${token}`);
    await c.get(`/validate-ip/${token}?from=mail`);
    await c.get(`/register/confirm/${token}`);
    await c.post('/api/register/confirm', { token });
    await c.post('/api/account/password-reset/confirm', { token, password: 'Geheim#2026x' });
    await c.login(DEMO_USERS.apotheke.email, DEMO_USERS.apotheke.password);
    // The log is written (the requests are there) ...
    expect(log).toContain('/reset-password/:token');
    expect(log).toContain('/validate-ip/:token');
    expect(log).toContain('/register/confirm/:token');
    expect(log).toContain('/api/auth/login');
    // ... and holds neither secret.
    expect(log).not.toContain(token);
    expect(log).not.toContain('Geheim#2026x');
    expect(log).not.toContain(DEMO_USERS.apotheke.password);
  });
});
