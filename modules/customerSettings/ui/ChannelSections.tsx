// The notification and automation parts of the customer settings form: which notice goes by
// e-mail and which by push, and the automatic sending of the primary basket at the cut-off.
import { useId } from 'react';
import { NOTIFICATION_KINDS, type CustomerSettingsValue, type NotificationKind } from '../rules';
import { customerSettingsDe } from '../texts.de';

const t = customerSettingsDe;

interface Props {
  readonly values: CustomerSettingsValue;
  readonly update: (change: Partial<CustomerSettingsValue>) => void;
  readonly setChannel: (kind: NotificationKind, channel: 'email' | 'push', on: boolean) => void;
}

export function ChannelSections({ values: shownValues, update, setChannel }: Props) {
  const autoHintId = useId();
  return (
    <>
      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t.sections.notifications}</legend>
        <table className="mt-2 w-full text-left text-sm">
          <caption className="pb-2 text-left text-slate-600">{t.notifications.caption}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 font-medium text-slate-800">
                {t.notifications.kind}
              </th>
              <th scope="col" className="px-3 py-2 text-center font-medium text-slate-800">
                {t.notifications.email}
              </th>
              <th scope="col" className="px-3 py-2 text-center font-medium text-slate-800">
                {t.notifications.push}
              </th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <tr key={kind} className="border-b border-slate-100">
                <th scope="row" className="py-2 font-normal text-slate-900">
                  {t.notifications[kind]}
                </th>
                {(['email', 'push'] as const).map((channel) => (
                  <td key={channel} className="px-3 py-2 text-center">
                    <input
                      type="checkbox"
                      name={`${kind}.${channel}`}
                      aria-label={`${t.notifications[kind]} ${t.notifications[channel]}`}
                      checked={shownValues.notifications[kind][channel]}
                      onChange={(event) => setChannel(kind, channel, event.target.checked)}
                      className="size-4 accent-brand-700"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-slate-900">{t.sections.automation}</legend>
        <label className="mt-2 flex items-start gap-3 text-slate-900">
          <input
            type="checkbox"
            name="autoSendPrimaryBasket"
            checked={shownValues.autoSendPrimaryBasket}
            onChange={(event) => update({ autoSendPrimaryBasket: event.target.checked })}
            aria-describedby={autoHintId}
            className="mt-1 size-4 accent-brand-700"
          />
          <span>{t.fields.autoSendPrimaryBasket}</span>
        </label>
        <p id={autoHintId} className="mt-1 pl-7 text-sm text-slate-600">
          {t.fields.autoSendHint}
        </p>
      </fieldset>
    </>
  );
}
