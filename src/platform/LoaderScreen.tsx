// SPEC "Loader screen": full screen with logo, title, text and animated dots.
import { de } from '../i18n/de';
import { Logo } from './Logo';

export function LoaderScreen({ title, text }: { title?: string; text?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-loader-screen=""
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white p-6 text-center"
    >
      <Logo className="h-14 w-auto" />
      <p className="text-xl font-semibold text-slate-900">{title ?? de.app.wait}</p>
      {text ? <p className="max-w-md text-slate-600">{text}</p> : null}
      <span className="flex gap-2" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="loader-dot size-2.5 rounded-full bg-brand-700"
            style={{ animationDelay: `${i * 0.16}s` }}
          />
        ))}
      </span>
    </div>
  );
}
