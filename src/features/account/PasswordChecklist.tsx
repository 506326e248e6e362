// SPEC 5's live checklist of a new password. Each line states its rule AND whether it is met in
// text (a visually hidden 'erfüllt' / 'nicht erfüllt' beside the icon), never by colour alone.
import { de } from '../../i18n/de';
import { accountDe } from '../../i18n/account.de';
import { passwordRuleStates } from './accountForms';

const t = accountDe.password;

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const states = passwordRuleStates(password);
  return (
    <div id={id} className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <p className="text-sm font-medium text-slate-800">{de.password.checklist}</p>
      <ul className="mt-1 space-y-0.5 text-sm" data-testid="password-checklist">
        {states.map((rule) => (
          <li
            key={rule.key}
            data-rule={rule.key}
            data-met={rule.met}
            className={`flex items-start gap-2 ${rule.met ? 'text-green-800' : 'text-slate-700'}`}
          >
            <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
              {rule.met ? '✓' : '✗'}
            </span>
            <span>
              {rule.label}
              <span className="sr-only">: {rule.met ? t.ruleMet : t.ruleUnmet}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
