import { createFileRoute, redirect } from '@tanstack/react-router';

// The old app's entry page: bookmarks to it still land on the root.
export const Route = createFileRoute('/app')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
