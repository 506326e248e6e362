import { createFileRoute, redirect } from '@tanstack/react-router';

// Any path no screen claims: SPEC 8 sends it to the not-found page.
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/error/not-found', replace: true });
  },
});
