// The head of a list's detail view (an archived order, an institution's delivery): the button back
// to the list, the heading, which takes the focus when the view opens so a screen reader starts
// there, and a line of facts. Both views wrote the same markup and focus effect.
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button';

export function DetailHead({
  level,
  title,
  meta,
  backLabel,
  onBack,
  backClassName,
}: {
  /** h2 on a screen of its own, h3 inside a section. */
  level: 2 | 3;
  title: ReactNode;
  meta: ReactNode;
  backLabel: string;
  onBack: () => void;
  backClassName?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Button variant="secondary" onClick={onBack} className={backClassName}>
        {backLabel}
      </Button>
      <div>
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className={`${level === 2 ? 'text-xl' : 'text-lg'} font-semibold text-slate-900`}
        >
          {title}
        </Heading>
        <p className="text-sm text-slate-600">{meta}</p>
      </div>
    </>
  );
}
