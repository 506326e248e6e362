// Issue 23 (finding 6): the screen of the mailed confirmation link. Nothing is sent on load (a
// mail scanner opening the link must not confirm it); the button sends the link's token once;
// then a success, an 'invalid or expired link' state with a way to register again, or a
// failure that keeps the button for a retry. The result takes the focus the button leaves.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '../../../src/api/errors';
import { registerDe } from '../../../src/i18n/register.de';
import { DomainConfigProvider } from '../../../src/platform/DomainConfigContext';
import { DomainConfigStore } from '../../../src/platform/domainConfigStore';
import { HttpError } from '../../../src/worker/http';
import { makeConfig } from '../fixtures';

const calls = vi.hoisted(() => ({
  confirmRegistration: vi.fn<(token: string) => Promise<void>>(),
}));
vi.mock('../../../src/platform/client', () => ({ api: calls }));

const { ConfirmRegistrationPage } =
  await import('../../../src/features/register/ConfirmRegistrationPage');

const t = registerDe.confirm;
const TOKEN = 'Q2hhbmdlTWVQbGVhc2VUaGlzSXNBVGVzdFRva2VuMTIz';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderPage() {
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/register/confirm/$token',
    component: function Page() {
      const { token } = pageRoute.useParams();
      return <ConfirmRegistrationPage token={token} />;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: [`/register/confirm/${TOKEN}`] }),
  });
  // The card's logo reads the domain config; a seeded store never asks the API.
  const domainConfig = new DomainConfigStore({ domainConfig: () => Promise.reject(new Error()) });
  domainConfig.seed(makeConfig());
  render(
    <DomainConfigProvider store={domainConfig}>
      <RouterProvider router={router} />
    </DomainConfigProvider>,
  );
  return screen.findByRole('button', { name: t.submit });
}

beforeEach(() => calls.confirmRegistration.mockReset());

describe('the confirmation screen', () => {
  it('asks first, then confirms the link token once and says so', async () => {
    const answer = deferred<undefined>();
    calls.confirmRegistration.mockReturnValue(answer.promise);
    const button = await renderPage();
    expect(screen.getByText(t.intro)).toBeTruthy();
    expect(calls.confirmRegistration).not.toHaveBeenCalled();

    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls.confirmRegistration).toHaveBeenCalledTimes(1);
    expect(calls.confirmRegistration).toHaveBeenCalledWith(TOKEN);
    const busy = screen.getByRole('button', { name: t.sending });
    expect(busy.hasAttribute('disabled')).toBe(true);

    await act(async () => answer.resolve(undefined));
    const result = screen.getByTestId('confirm-result-success');
    expect(result.textContent).toContain(t.successTitle);
    expect(result.textContent).toContain(t.successText);
    // The focus moves in an effect after the answer is drawn: wait for it.
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    expect(screen.getByRole('link', { name: registerDe.toLogin }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it("a forged, used or expired link: 'invalid or expired' and a way to register again", async () => {
    calls.confirmRegistration.mockRejectedValueOnce(
      new HttpError(404, ERROR_CODE.tokenInvalid, registerDe.server.confirmInvalid, true),
    );
    fireEvent.click(await renderPage());
    const result = await screen.findByTestId('confirm-result-error');
    expect(result.textContent).toContain(t.invalidTitle);
    expect(result.textContent).toContain(t.invalidText);
    // The focus moves in an effect after the answer is drawn: wait for it.
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    expect(screen.getByRole('link', { name: t.registerAgain }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('any other failure keeps the button, and a retry sends again', async () => {
    calls.confirmRegistration
      .mockRejectedValueOnce(new HttpError(0, undefined, 'offline', true))
      .mockResolvedValueOnce(undefined);
    fireEvent.click(await renderPage());
    const result = await screen.findByTestId('confirm-result-error');
    expect(result.textContent).toContain(t.failedTitle);
    expect(screen.queryByText(t.invalidTitle)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByTestId('confirm-result-success')).toBeTruthy();
    expect(calls.confirmRegistration).toHaveBeenCalledTimes(2);
  });
});
