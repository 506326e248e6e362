// Caption texts "may contain markup" (SPEC 3, 4). Only a few inline tags are understood and turned
// into React elements; everything else stays text, so a text can never inject HTML.
import { Fragment, type ReactNode } from 'react';

const TAG = /<(\/?)(b|strong|em|i)>|<br\s*\/?>/gi;

interface Open {
  readonly tag: string;
  readonly children: ReactNode[];
}

export function renderMarkup(text: string): ReactNode {
  const root: Open = { tag: '', children: [] };
  const stack: Open[] = [root];
  const top = () => stack[stack.length - 1] ?? root;
  let at = 0;
  let key = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) top().children.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, name] = match;
    if (name === undefined) {
      top().children.push(<br key={key++} />);
    } else if (!closing) {
      stack.push({ tag: name.toLowerCase(), children: [] });
    } else if (stack.length > 1 && top().tag === name.toLowerCase()) {
      const done = stack.pop() ?? root;
      top().children.push(wrap(done, key++));
    }
  }
  if (at < text.length) top().children.push(text.slice(at));
  // Tags left open are closed at the end.
  while (stack.length > 1) {
    const done = stack.pop() ?? root;
    top().children.push(wrap(done, key++));
  }
  return <>{root.children}</>;
}

function wrap(open: Open, key: number): ReactNode {
  const children = open.children.map((child, i) => <Fragment key={i}>{child}</Fragment>);
  return open.tag === 'b' || open.tag === 'strong' ? (
    <strong key={key}>{children}</strong>
  ) : (
    <em key={key}>{children}</em>
  );
}
