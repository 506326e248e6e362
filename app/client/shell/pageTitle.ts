import { useMatches } from '@tanstack/react-router';

/** The title of the deepest matched route that declares one. */
export function usePageTitle(): string | undefined {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.title)?.staticData.title,
  });
}
