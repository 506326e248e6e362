// The HTML text of a condition. The server sanitised it with an allow-list when it was published
// (modules/conditions/server/service.ts: no scripts, styles, event attributes or foreign schemes), so it
// is rendered as it is; the CSP forbids inline script besides.
const PROSE = [
  'text-slate-800 leading-relaxed',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-medium',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3',
  '[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:text-left',
].join(' ');

export function ConditionHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${PROSE} ${className}`}
      // Sanitised by the server on publishing (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
