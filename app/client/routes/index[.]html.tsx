import { createFileRoute, redirect } from '@tanstack/react-router';

// The old app's entry document: bookmarks to it still land on the root.
export const Route = createFileRoute('/index.html')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
