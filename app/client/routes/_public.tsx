import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../shell/PublicLayout';

export const Route = createFileRoute('/_public')({
  // The login's layout: in the entry like the login itself (see _public/login.tsx).
  codeSplitGroupings: [],
  component: PublicLayout,
});
