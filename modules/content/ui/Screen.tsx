// The frame of the content screens: the screen kit's page frame (src/ui/PageFrame).
import type { ReactNode } from 'react';
import { PageFrame } from '../../../src/ui/PageFrame';

export function Screen({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <PageFrame title={title} testId={testId}>
      {children}
    </PageFrame>
  );
}
